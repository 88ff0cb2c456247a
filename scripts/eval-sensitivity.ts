/**
 * How much each event constant matters: every constant of src/swing/eventConstants.ts in turn is
 * set to ×0.5, ×0.75, ×1.25 and ×1.5 of its value (the others as they are), the engine reads every
 * labelled clip's events again, and the PCE of each setting is printed as JSON, both ways
 * (scripts/eval/pce.ts), with the events it loses and gains against the engine's own setting. A
 * constant is a knife edge when ×0.75 or ×1.25 loses more than one event: a rule that only holds
 * on a narrow band of one number fits the clips it was tuned on, not golf (issue 24).
 *
 *   npm run eval:sensitivity [-- <folder>] [--tracks=<dir>] [--all-frames] [--gated]
 *
 * Arguments as for eval:events (every labelled clip, or `--gated` for the gated set); with `--tracks` each clip is posed once and the sweep takes seconds.
 */
import { resolve } from 'node:path';
import { detectSwing, sourceFrame } from '../src/swing/detect';
import { EVENT_CONSTANTS, type EventConstants } from '../src/swing/eventConstants';
import type { PoseTrack } from '../src/swing/types';
import { SCORED_EVENTS, scoreEvents, type ClipLabel, type EventResult, type ScoredEvent } from './eval/pce';
import { labelledClips } from './eval/labelSets';
import { evalArgs, poseTrack } from './eval/tracks';

const FACTORS = [0.5, 0.75, 1.25, 1.5] as const;
/** The factors that must not lose more than one event. */
const NEAR = new Set<number>([0.75, 1.25]);
const KNIFE_EDGE_LOSS = 1;

const args = evalArgs(process.argv.slice(2));
const clips: { clip: string; label: ClipLabel; track: PoseTrack }[] = [];
for (const [clip, label] of Object.entries(labelledClips(args.folder, args.set)))
  clips.push({ clip, label, track: (await poseTrack(resolve(args.folder, clip), args)).track });

/** Every scored event of every clip, keyed "clip event", with the given constants. */
function scoreAll(constants: EventConstants): Map<string, EventResult> {
  const scored = new Map<string, EventResult>();
  for (const { clip, label, track } of clips) {
    const detected = detectSwing(track, constants);
    const frame = (name: ScoredEvent) => (detected ? sourceFrame(detected.dense, detected.events[name]) : null);
    const events = scoreEvents(label, { address: frame('address'), top: frame('top'), impact: frame('impact'), finish: frame('finish') });
    for (const e of events) scored.set(`${clip} ${e.name}`, e);
  }
  return scored;
}

const percent = (n: number, total: number) => Math.round((1000 * n) / Math.max(total, 1)) / 10;
const baseline = scoreAll(EVENT_CONSTANTS);
const total = baseline.size;
const correctKeys = (scored: Map<string, EventResult>) => new Set([...scored].filter(([, e]) => e.correct).map(([key]) => key));
const baseCorrect = correctKeys(baseline);

const constants = Object.entries(EVENT_CONSTANTS).map(([name, value]) => {
  const settings = FACTORS.map((factor) => {
    const scored = scoreAll({ ...EVENT_CONSTANTS, [name]: value * factor });
    const correct = correctKeys(scored);
    return {
      factor,
      pce: percent(correct.size, total),
      pceByGolfdb: percent([...scored.values()].filter((e) => e.correctByGolfdb).length, total),
      lost: [...baseCorrect].filter((key) => !correct.has(key)),
      gained: [...correct].filter((key) => !baseCorrect.has(key)),
    };
  });
  const knifeEdge = settings.some((s) => NEAR.has(s.factor) && s.lost.length > KNIFE_EDGE_LOSS);
  return { name, value, knifeEdge, settings };
});

console.log(
  JSON.stringify(
    {
      folder: args.folder,
      clips: clips.length,
      events: SCORED_EVENTS,
      baseline: {
        pce: percent(baseCorrect.size, total),
        pceByGolfdb: percent([...baseline.values()].filter((e) => e.correctByGolfdb).length, total),
        correct: baseCorrect.size,
        total,
      },
      knifeEdges: constants.filter((c) => c.knifeEdge).map((c) => c.name),
      constants,
    },
    null,
    2,
  ),
);
