import { clubOfSwing, trackVideoFileWithStats } from '../src/pose/node';
import { clubSearchSize, swingStretch } from '../src/pose/club/traceClub';
import { poseFrameSize } from '../src/pose/yuv/i420Frames';

for (const file of process.argv.slice(2)) {
  const { track, info } = await trackVideoFileWithStats(file);
  const stretch = swingStretch(track)!;
  const size = clubSearchSize(track, stretch, poseFrameSize(info.width, info.height));
  const times: number[] = [];
  let samples = 0;
  for (let run = 0; run < 2; run += 1) {
    const started = performance.now();
    const club = await clubOfSwing(file, info, track);
    times.push(Math.round(performance.now() - started));
    samples = club?.samples.filter((s) => s.score >= 0.95).length ?? 0;
  }
  console.log(JSON.stringify({ file, hdr: info.hdr, source: [info.width, info.height], size, frames: stretch.last - stretch.first + 1, times, sure: samples }));
}
