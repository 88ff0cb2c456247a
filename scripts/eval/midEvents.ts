/**
 * The five events between the four that labels.json gates on: the takeaway and GolfDB's toe-up,
 * mid-backswing, mid-downswing and mid-follow-through, labelled by eye on the twelve clips in
 * tests/engine/labels/mid-events.json (docs/decisions/2403). They are scored with the same rule as
 * the four (pce.ts: GolfDB's tolerance of the clip, or the label's own uncertainty when larger)
 * but summed apart, so the gate's numbers stay those of the four: these measure the constants
 * that place the other five (TAKEAWAY_MOVE_OF_HEIGHT, TOE_UP_RISE, LEAD_ARM_PARALLEL_RISE and
 * SHAFT_PARALLEL_THROUGH_RISE in src/swing/eventConstants.ts; decisions 2407 and 2408).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { SwingOutcome } from '../../src/swing';
import { median } from '../../src/swing/stats';
import { golfdbTolerance, pceOf, scoreEvent, type ClipLabel, type EventResult } from './pce';

/** In swing order. */
export const MID_EVENTS = ['takeaway', 'toeUp', 'midBackswing', 'midDownswing', 'midFollowThrough'] as const;
export type MidEvent = (typeof MID_EVENTS)[number];

const frame = z.number().int().nonnegative();
const midFramesSchema = z.object({ takeaway: frame, toeUp: frame, midBackswing: frame, midDownswing: frame, midFollowThrough: frame });

export const midEventLabelSchema = z.object({ events: midFramesSchema, uncertainty: midFramesSchema, notes: z.string().min(1) });
export type MidEventLabel = z.infer<typeof midEventLabelSchema>;

const midEventFileSchema = z.object({ conventions: z.record(z.string(), z.string()), clips: z.record(z.string(), midEventLabelSchema) });

const labelsPath = resolve(import.meta.dirname, '../../tests/engine/labels/mid-events.json');

/** The clips' labels of the five events, by clip file name. */
export function midEventLabels(path = labelsPath): Record<string, MidEventLabel> {
  return midEventFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).clips;
}

/**
 * Where the nine labelled frames of one clip break swing order (each strictly after the one
 * before), as "earlier ≥ later" strings: two files labelled apart can disagree, and a label out of
 * order is a typo or a mismatched clip, not a measurement.
 */
export function outOfOrder(clip: ClipLabel, mid: MidEventLabel): string[] {
  const { address, top, impact, finish } = clip.events;
  const { takeaway, toeUp, midBackswing, midDownswing, midFollowThrough } = mid.events;
  const frames = Object.entries({ address, takeaway, toeUp, midBackswing, top, midDownswing, impact, midFollowThrough, finish });
  return frames.slice(1).flatMap(([name, at], k) => {
    const [before, was] = frames[k];
    return at > was ? [] : [`${before} ${was} ≥ ${name} ${at}`];
  });
}

/** The engine's source frames of the five events, or null for each when it found no swing or only a posture. */
export function detectedMidEvents(outcome: SwingOutcome): Record<MidEvent, number | null> {
  const events = outcome.kind === 'swing' ? outcome.analysis.analysisResults.events : [];
  const frameOf = (name: MidEvent) => events.find((e) => e.name === name)?.frame ?? null;
  return {
    takeaway: frameOf('takeaway'),
    toeUp: frameOf('toeUp'),
    midBackswing: frameOf('midBackswing'),
    midDownswing: frameOf('midDownswing'),
    midFollowThrough: frameOf('midFollowThrough'),
  };
}

/** Scores the five detected frames of one clip; GolfDB's tolerance comes from the clip's own address and impact labels. */
export function scoreMidEvents(clip: ClipLabel, mid: MidEventLabel, detected: Record<MidEvent, number | null>): EventResult<MidEvent>[] {
  return MID_EVENTS.map((name) => scoreEvent(name, mid.events[name], detected[name], clip.fps, golfdbTolerance(clip), mid.uncertainty[name]));
}

export interface ClipMidEvents {
  clip: string;
  midEvents: readonly EventResult<MidEvent>[];
}

type Scored = { clip: string; e: EventResult<MidEvent> };

/** One event over the clips: PCE both ways, the clips where it was not found, the median error (signed and absolute) and the worst. */
function eventSummary(name: MidEvent, scored: readonly Scored[]) {
  const of = scored.filter(({ e }) => e.name === name);
  const found = of.filter(({ e }) => e.error !== null);
  const errors = found.map(({ e }) => e.error as number);
  const worst = found.reduce<Scored | null>((w, s) => (w === null || Math.abs(s.e.error as number) > Math.abs(w.e.error as number) ? s : w), null);
  return {
    ...pceOf(of.map(({ e }) => e)),
    notFound: of.filter(({ e }) => e.error === null).map(({ clip }) => clip),
    medianErrorFrames: errors.length ? median(errors) : null,
    medianAbsErrorFrames: errors.length ? median(errors.map(Math.abs)) : null,
    worst: worst && { clip: worst.clip, errorFrames: worst.e.error, errorMs: worst.e.errorMs, tolerance: worst.e.tolerance },
  };
}

/**
 * PCE both ways over the five events, and per event the median and worst error in frames (an
 * event not found counts as missed and has no error): the signed median says which way a
 * constant leans, the worst which clip it fails.
 */
export function summariseMidEvents(clips: readonly ClipMidEvents[]) {
  const scored: Scored[] = clips.flatMap((c) => c.midEvents.map((e) => ({ clip: c.clip, e })));
  const perEvent = Object.fromEntries(MID_EVENTS.map((name) => [name, eventSummary(name, scored)])) as Record<MidEvent, ReturnType<typeof eventSummary>>;
  return { ...pceOf(scored.map(({ e }) => e)), perEvent };
}
