/**
 * GolfDB's PCE (percentage of correct events) for the engine's outcome on labelled clips, as the
 * `conventions` of ../shared/fixtures/swings/labels.json define it, read both ways:
 * - GolfDB's rule alone: correct within max(round((impact − address) / 30), 1) frames;
 * - with the label's own uncertainty when that is larger (a finish that settles over ten frames
 *   cannot be labelled to one).
 * The second is the engine's gate; the first shows how many hits only the labels' width allows.
 * Used by scripts/eval-events.ts, scripts/eval-sensitivity.ts and the engine's tests.
 */
import { z } from 'zod';
import type { SwingOutcome } from '../../src/swing';

export const SCORED_EVENTS = ['address', 'top', 'impact', 'finish'] as const;
export type ScoredEvent = (typeof SCORED_EVENTS)[number];

const framesSchema = z.object({ address: z.number().int(), top: z.number().int(), impact: z.number().int(), finish: z.number().int() });

export const clipLabelSchema = z.object({
  fps: z.number().positive(),
  frames: z.number().int().positive(),
  view: z.enum(['face-on', 'down-the-line']),
  handedness: z.enum(['right', 'left']),
  events: framesSchema,
  uncertainty: framesSchema.partial().optional(),
});
export type ClipLabel = z.infer<typeof clipLabelSchema>;

export const labelFileSchema = z.object({ clips: z.record(z.string(), clipLabelSchema) });

/** One scored event; `N` is the set its name comes from (the four gated events by default, or the in-between ones of midEvents.ts). */
export interface EventResult<N extends string = ScoredEvent> {
  name: N;
  labelled: number;
  detected: number | null;
  error: number | null;
  /** The error in the clip's own time (frames over the labelled frame rate), rounded to a millisecond. */
  errorMs: number | null;
  /** Allowed frames by GolfDB's rule alone, and with the label's uncertainty when larger. */
  golfdbTolerance: number;
  tolerance: number;
  correctByGolfdb: boolean;
  correct: boolean;
  /** The engine's own confidence in the frame (0..1), when it gives one. */
  confidence?: number;
}

export interface ClipResult {
  clip: string;
  /** 'swing', or the reason a real swing was refused. */
  outcome: string;
  view: { labelled: string; detected: string | null };
  handedness: { labelled: string; detected: string | null };
  slowMotionFactor: number | null;
  events: EventResult[];
  trackingMs?: number | null;
}

/** GolfDB's tolerance of one clip in frames: a thirtieth of the address-to-impact span, at least one. */
export function golfdbTolerance(label: ClipLabel): number {
  return Math.max(Math.round((label.events.impact - label.events.address) / 30), 1);
}

/** The tolerance of one event of one clip in frames: GolfDB's, or the label's uncertainty when larger. */
export function tolerance(label: ClipLabel, name: ScoredEvent): number {
  return Math.max(golfdbTolerance(label), label.uncertainty?.[name] ?? 0);
}

/**
 * Scores one detected source frame (null: not found) against its label: `strict` is GolfDB's
 * tolerance of the clip, `uncertainty` the label's own, which counts when larger.
 */
export function scoreEvent<N extends string>(name: N, labelled: number, found: number | null, fps: number, strict: number, uncertainty = 0): EventResult<N> {
  const error = found === null ? null : found - labelled;
  const allowed = Math.max(strict, uncertainty);
  return {
    name,
    labelled,
    detected: found,
    error,
    errorMs: error === null ? null : Math.round((1000 * error) / fps),
    golfdbTolerance: strict,
    tolerance: allowed,
    correctByGolfdb: error !== null && Math.abs(error) <= strict,
    correct: error !== null && Math.abs(error) <= allowed,
  };
}

/** Scores detected source frames (null: not found) against one clip's labels. */
export function scoreEvents(label: ClipLabel, detected: Record<ScoredEvent, number | null>): EventResult[] {
  return SCORED_EVENTS.map((name) => scoreEvent(name, label.events[name], detected[name], label.fps, golfdbTolerance(label), label.uncertainty?.[name] ?? 0));
}

export function evaluateClip(clip: string, label: ClipLabel, outcome: SwingOutcome): ClipResult {
  const results = outcome.kind === 'swing' ? outcome.analysis.analysisResults : null;
  const frameOf = (name: ScoredEvent) => results?.events.find((e) => e.name === name)?.frame ?? null;
  return {
    clip,
    outcome: outcome.kind === 'swing' ? 'swing' : `refused: ${outcome.reason}`,
    view: { labelled: label.view, detected: results?.view ?? null },
    handedness: { labelled: label.handedness, detected: results?.handedness ?? null },
    slowMotionFactor: results?.timing?.slowMotionFactor ?? null,
    events: scoreEvents(label, { address: frameOf('address'), top: frameOf('top'), impact: frameOf('impact'), finish: frameOf('finish') }).map((e) => {
      const confidence = results?.events.find((r) => r.name === e.name)?.confidence;
      return confidence === undefined ? e : { ...e, confidence };
    }),
  };
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((1000 * correct) / total) / 10);

/** PCE both ways over a set of scored events. */
export function pceOf(events: readonly EventResult<string>[]) {
  const correct = events.filter((e) => e.correct).length;
  const correctByGolfdb = events.filter((e) => e.correctByGolfdb).length;
  return { pce: percent(correct, events.length), correct, pceByGolfdb: percent(correctByGolfdb, events.length), correctByGolfdb, total: events.length };
}

/** The engine's confidences on the events it got right and on those it missed: a useful confidence is lower on the misses. */
function confidenceOf(events: readonly EventResult[]) {
  const of = (correct: boolean) =>
    events
      .filter((e) => e.correct === correct && e.confidence !== undefined)
      .map((e) => e.confidence as number)
      .sort((a, b) => a - b);
  return { onCorrect: of(true), onMissed: of(false) };
}

export function summarise(clips: readonly ClipResult[]) {
  const all = clips.flatMap((c) => c.events);
  const perEvent = Object.fromEntries(
    SCORED_EVENTS.map((name) => [name, { ...pceOf(all.filter((e) => e.name === name)), confidence: confidenceOf(all.filter((e) => e.name === name)) }]),
  );
  const errors = all.filter((e) => e.error !== null).map((e) => Math.abs(e.error as number));
  return {
    ...pceOf(all),
    refused: clips.filter((c) => c.outcome !== 'swing').map((c) => c.clip),
    meanAbsErrorFrames: errors.length ? Math.round((100 * errors.reduce((s, e) => s + e, 0)) / errors.length) / 100 : null,
    perEvent,
  };
}
