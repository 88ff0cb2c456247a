/**
 * GolfDB's PCE (percentage of correct events) for the engine's outcome on labelled clips, as the
 * `conventions` of ../shared/fixtures/swings/labels.json define it: an event is correct within
 * max(round((impact − address) / 30), 1) frames, or the label's own uncertainty when larger.
 * Used by scripts/eval-events.ts and by the test that holds the engine to its measured accuracy.
 */
import { z } from 'zod';
import type { SwingOutcome } from '../../src/swing';

export const SCORED_EVENTS = ['address', 'top', 'impact', 'finish'] as const;
type ScoredEvent = (typeof SCORED_EVENTS)[number];

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

export interface EventResult {
  name: ScoredEvent;
  labelled: number;
  detected: number | null;
  error: number | null;
  tolerance: number;
  correct: boolean;
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

/** The tolerance of one event of one clip in frames. */
export function tolerance(label: ClipLabel, name: ScoredEvent): number {
  const rule = Math.max(Math.round((label.events.impact - label.events.address) / 30), 1);
  return Math.max(rule, label.uncertainty?.[name] ?? 0);
}

export function evaluateClip(clip: string, label: ClipLabel, outcome: SwingOutcome): ClipResult {
  const results = outcome.kind === 'swing' ? outcome.analysis.analysisResults : null;
  const events = SCORED_EVENTS.map((name): EventResult => {
    const detected = results?.events.find((e) => e.name === name)?.frame ?? null;
    const error = detected === null ? null : detected - label.events[name];
    const allowed = tolerance(label, name);
    return { name, labelled: label.events[name], detected, error, tolerance: allowed, correct: error !== null && Math.abs(error) <= allowed };
  });
  return {
    clip,
    outcome: outcome.kind === 'swing' ? 'swing' : `refused: ${outcome.reason}`,
    view: { labelled: label.view, detected: results?.view ?? null },
    handedness: { labelled: label.handedness, detected: results?.handedness ?? null },
    slowMotionFactor: results?.timing?.slowMotionFactor ?? null,
    events,
  };
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((1000 * correct) / total) / 10);

export function summarise(clips: readonly ClipResult[]) {
  const all = clips.flatMap((c) => c.events);
  const perEvent = Object.fromEntries(
    SCORED_EVENTS.map((name) => {
      const these = all.filter((e) => e.name === name);
      return [name, { pce: percent(these.filter((e) => e.correct).length, these.length), correct: these.filter((e) => e.correct).length, total: these.length }];
    }),
  );
  const errors = all.filter((e) => e.error !== null).map((e) => Math.abs(e.error as number));
  return {
    pce: percent(all.filter((e) => e.correct).length, all.length),
    correct: all.filter((e) => e.correct).length,
    total: all.length,
    refused: clips.filter((c) => c.outcome !== 'swing').map((c) => c.clip),
    meanAbsErrorFrames: errors.length ? Math.round((100 * errors.reduce((s, e) => s + e, 0)) / errors.length) / 100 : null,
    perEvent,
  };
}
