/**
 * Phone footage through the whole product (issue 31): the source clip and each phone variant of it
 * (src/media/phoneMedia.ts) uploaded as a member uploads, timed from the first byte sent to the
 * finished analysis, one after the other on an otherwise idle server.
 *   npm run bench:phone -- [--variants=<folder>] [--only=<variant>,…] [clip]
 * The clip defaults to the fixture swing; `--variants` reuses files scripts/phone-media.ts wrote
 * (`<folder>/<variant>.mp4`), else they are made first (minutes under load). Prints JSON: the
 * machine's load, and per file the upload-to-result time, its ratio to the clip's length, the
 * job's own step times from its log (`stepsMs`: `pose` the tracking, `engine`, `playbackWait` the
 * replay, `thumbnails` the event stills), the time to the club read over the swing, which runs after
 * the result and which the next file waits for (`uploadToClubTracedMs`, decision 2816), and how its
 * result compares with the source's: each event's distance in source frames (the issue asks for at
 * most 1), the same handedness and view, the slow-motion factor's ratio (within 25 %). When the source is a labelled clip (its folder's
 * labels.json or labels-next.json, and tests/engine/labels/mid-events.json), each file's events are
 * also scored against those labels on the source's frames (`againstLabels`, as eval:events scores
 * them): where a copy parts from its source, it says which of the two reads the swing right.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { probeVideo } from '../src/media';
import { makePhoneVariant, PHONE_VARIANTS } from '../src/media/phoneMedia';
import { fixtureVideo, tempDir } from '../src/media/testMedia';
import type { AnalysisResults } from '../src/shared/analysis';
import { labelledClips } from '../scripts/eval/labelSets';
import { midEventLabels } from '../scripts/eval/midEvents';
import { pceOf } from '../scripts/eval/pce';
import { scoreAgainstSourceLabels, sourceClock } from '../scripts/eval/sourceLabels';
import { client, type ApiClient } from '../tests/api/client';
import { analysedLog, startBenchServer, type AnalysedLine } from './benchServer';
import { uploadClip } from './benchUpload';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const source = args.find((arg) => !arg.startsWith('--')) ?? fixtureVideo();
const only = option('only')?.split(',');
const variants = PHONE_VARIANTS.filter((variant) => !only || only.includes(variant.name));
const folder = option('variants') ?? (await tempDir());
const label = labelledClips(path.dirname(source), 'all')[path.basename(source)];
const midLabel = midEventLabels()[path.basename(source)];

const files: { name: string; path: string }[] = [{ name: 'source', path: source }];
for (const variant of variants) {
  const ready = path.join(folder, `${variant.name}.mp4`);
  files.push({ name: variant.name, path: existsSync(ready) ? ready : await makePhoneVariant(source, variant, folder) });
}

// The job's own step times of each analysis (tracking, engine, replay, stills), from its log.
const { logger, analysed } = analysedLog();

/**
 * Uploads one file and waits for its analysis, then for the club read its run goes on to (decision
 * 2816), so the next file does not share the CPU with it; fails loudly, since a time measured on an
 * error means nothing.
 */
async function analyse(
  api: ApiClient,
  file: string,
): Promise<{ ms: number; analysis: AnalysisResults; steps: AnalysedLine['ms']; clubTrace: string; clubTracedMs: number }> {
  const started = performance.now();
  const id = await uploadClip(api, await fs.readFile(file), file);
  let result: { ms: number; analysis: AnalysisResults } | undefined;
  for (;;) {
    const detail = (await api.get(`/api/swing-analyses/${id}`)).body;
    if (detail.status === 'failed') throw new Error(`${file}: ${JSON.stringify(detail.error)}`);
    if (!result && detail.status === 'done')
      result = { ms: Math.round(performance.now() - started), analysis: detail.analysis.analysisResults as AnalysisResults };
    // The job logs its line just after it marks the analysis done.
    const line = result && analysed.find((entry) => entry.analysisId === id);
    if (result && line && detail.clubTrace !== 'tracing') {
      return { ...result, steps: line.ms, clubTrace: detail.clubTrace, clubTracedMs: Math.round(performance.now() - started) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const bench = await startBenchServer('phone', {}, logger);
try {
  const api = client(bench.baseUrl);
  await api.registerMember({ firstName: 'Bench', lastName: 'Golfer', email: `bench-phone-${Date.now()}@example.com`, password: 'bench password for fairways' });
  const sourceFrameMs = 1000 / (await probeVideo(source)).fps;
  const results = [];
  let reference: AnalysisResults | undefined;
  for (const file of files) {
    const info = await probeVideo(file.path);
    const loadBefore = os.loadavg()[0];
    const { ms, analysis, steps, clubTrace, clubTracedMs } = await analyse(api, file.path);
    reference ??= analysis;
    const sourceTime = new Map(reference.events.map((event) => [event.name, event.timeMs]));
    const eventsOffBySourceFrames = Object.fromEntries(
      analysis.events.map((event) => [
        event.name,
        Math.round((100 * Math.abs(event.timeMs - (sourceTime.get(event.name) ?? Number.NaN))) / sourceFrameMs) / 100,
      ]),
    );
    const slowMotion = (result: AnalysisResults) => result.timing?.slowMotionFactor ?? 1;
    const scored = label && scoreAgainstSourceLabels(analysis.events, sourceClock(reference.events, sourceFrameMs), label, midLabel);
    const result = {
      file: file.name,
      size: `${info.width}×${info.height}`,
      fps: info.fps,
      codec: info.codec,
      hdr: info.hdr,
      clipMs: info.durationMs,
      uploadToResultMs: ms,
      timesClipLength: info.durationMs ? Math.round((100 * ms) / info.durationMs) / 100 : null,
      stepsMs: steps,
      clubTrace,
      uploadToClubTracedMs: clubTracedMs,
      eventsOffBySourceFrames,
      sameHandedness: analysis.handedness === reference.handedness,
      sameView: analysis.view === reference.view,
      slowMotionRatio: Math.round((100 * slowMotion(analysis)) / slowMotion(reference)) / 100,
      ...(scored && {
        againstLabels: {
          ...pceOf(scored),
          offBySourceFrames: Object.fromEntries(scored.map((event) => [event.name, event.error])),
          missed: scored.filter((event) => !event.correct).map((event) => event.name),
        },
      }),
      loadAverage: Math.round(((loadBefore + os.loadavg()[0]) / 2) * 10) / 10,
    };
    // Each file as it finishes, on stderr: a run of many variants under load takes a long time.
    console.error(JSON.stringify(result));
    results.push(result);
  }
  console.log(JSON.stringify({ source, cpus: os.cpus().length, files: results }, null, 2));
} finally {
  await bench.close();
}
