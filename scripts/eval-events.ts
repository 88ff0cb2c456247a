/**
 * Compares the engine's swing events with labelled frames and prints JSON with GolfDB's rule:
 * an event is correct within max(round((impact − address) / 30), 1) frames (labelled frames).
 *   npx tsx scripts/eval-events.ts [track.json | video] [labels.json]
 * A video is run through the pose model first (src/pose, sampled as in production).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { swingEventNameSchema } from '../src/shared/analysis';
import { detectSwing, EVENT_ORDER, sourceFrame } from '../src/swing/detect';
import type { PoseTrack } from '../src/swing/types';

const labelsSchema = z.object({ events: z.partialRecord(swingEventNameSchema, z.number().int().nonnegative()) });

const fixtures = process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../shared/fixtures/swings');
const [input = resolve(fixtures, 'golfdb-test-swing.mp4'), labelsPath = resolve(import.meta.dirname, '../tests/fixtures/labels/golfdb-test-swing.json')] =
  process.argv.slice(2);

async function loadTrack(path: string): Promise<PoseTrack> {
  if (path.endsWith('.json')) return JSON.parse(await readFile(path, 'utf8')) as PoseTrack;
  const { trackVideoFile } = await import('../src/pose/node');
  return trackVideoFile(path);
}

const labels = labelsSchema.parse(JSON.parse(await readFile(labelsPath, 'utf8'))).events;
const track = await loadTrack(input);
const detected = detectSwing(track);
if (!detected) {
  console.log(JSON.stringify({ input, error: 'no swing found' }, null, 2));
  process.exit(1);
}
const { address, impact } = labels;
if (address === undefined || impact === undefined) throw new Error('labels need address and impact');
const tolerance = Math.max(Math.round((impact - address) / 30), 1);
const events = EVENT_ORDER.filter((name) => labels[name] !== undefined).map((name) => {
  const frame = sourceFrame(detected.dense, detected.events[name]);
  const labelled = labels[name] as number;
  const error = frame - labelled;
  return { name, detected: frame, labelled, error, correct: Math.abs(error) <= tolerance };
});
const correct = events.filter((e) => e.correct).length;
console.log(
  JSON.stringify(
    {
      input,
      posedFrames: track.frames.length,
      frameCount: track.frameCount,
      tolerance,
      pce: Math.round((1000 * correct) / events.length) / 10,
      correct,
      total: events.length,
      meanAbsError: Math.round((100 * events.reduce((s, e) => s + Math.abs(e.error), 0)) / events.length) / 100,
      events,
    },
    null,
    2,
  ),
);
