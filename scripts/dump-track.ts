/**
 * Writes the PoseTrack of a video as JSON, for tuning the swing engine on real tracks.
 *   npx tsx scripts/dump-track.ts <video> [out.json] [--all-frames] [--model=thunder]
 * --all-frames runs the model on every frame (the reference); without it, the sampling strategy.
 */
import { writeFile } from 'node:fs/promises';
import { trackVideoFile } from '../src/pose/node';

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const [video, out] = positional;
if (!video) {
  console.error('usage: tsx scripts/dump-track.ts <video> [out.json] [--all-frames] [--model=lightning|thunder]');
  process.exit(2);
}
const modelArg = args.find((a) => a.startsWith('--model='))?.slice('--model='.length);
if (modelArg !== undefined && modelArg !== 'lightning' && modelArg !== 'thunder') {
  console.error(`unknown model "${modelArg}": use lightning or thunder`);
  process.exit(2);
}

const started = performance.now();
const track = await trackVideoFile(video, { allFrames: args.includes('--all-frames'), model: modelArg });
const json = JSON.stringify(track);
if (out) await writeFile(out, json);
else process.stdout.write(json + '\n');
console.error(
  `${track.frames.length} posed frames of ${track.frameCount}, ${track.width}x${track.height} @ ${track.fps} fps, ` +
    `${Math.round(performance.now() - started)} ms${out ? ` → ${out}` : ''}`,
);
