import type { APIRequestContext, BrowserContext } from 'playwright-core';
import type { SwingAnalysisDetail, SwingAnalysisSummary } from '../../src/shared/analysis';
import type { PoseTrack } from '../../src/shared/poseTrack';
import { TOASTS } from '../../src/shared/texts';
import { packedTrackSchema, unpackTrack } from '../../src/shared/trackCodec';
import { registerThroughForm, watchPageProblems } from './browser';

/**
 * A new member analyses a clip with "Analyse on this device" in the given browser context and
 * gets back the stored analysis, the time it took, every request body the page sent and the page's problems
 * (shared by the browser test and bench/private-analysis.ts).
 */
export async function analyseOnDeviceInPage(context: BrowserContext, video: string) {
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await registerThroughForm(page);
  const sentBodies: Buffer[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    if (body) sentBodies.push(body);
  });
  await page.goto('/dashboard?tab=analyzer');
  await page.getByLabel('Swing video or photo').setInputFiles(video);
  const started = performance.now();
  // A file this browser cannot decode is refused when chosen (the notice takes the button's place), or by the
  // failure toast below when the button was pressed before the file's header was read.
  const button = page.getByRole('button', { name: 'Analyse on this device' });
  const unavailable = page.getByTestId('device-analysis-unavailable');
  await button.or(unavailable).first().waitFor();
  if (await unavailable.isVisible()) throw new Error(`the page cannot analyse ${video}: ${await unavailable.textContent()}`);
  await button.click();
  // The result, or the failure toast when this browser cannot analyse the clip (e.g. no decoder for its codec).
  const failed = page.getByText(TOASTS.analysisFailed.title);
  await page.getByRole('heading', { name: 'Your Swing Analysis' }).or(failed).first().waitFor({ timeout: 240_000 });
  if (await failed.isVisible()) throw new Error(`the page could not analyse ${video}`);
  const onDeviceMs = Math.round(performance.now() - started);
  const list = (await (await context.request.get('/api/swing-analyses')).json()) as SwingAnalysisSummary[];
  const id = list.find((row) => row.sourceKind === 'device')?.id;
  if (!id) throw new Error('no on-device analysis was stored');
  const detail = (await (await context.request.get(`/api/swing-analyses/${id}`)).json()) as SwingAnalysisDetail;
  return { page, problems, detail, onDeviceMs, sentBodies };
}

/** The server's analysis of the clip, uploaded as a file by the member whose cookies `request` holds. */
export async function serverAnalysisOf(request: APIRequestContext, video: Buffer): Promise<SwingAnalysisDetail> {
  const accepted = await request.post('/api/swing-analyses', { multipart: { file: { name: 'swing.mp4', mimeType: 'video/mp4', buffer: video } } });
  const { id } = (await accepted.json()) as { id: string };
  for (let i = 0; i < 900; i += 1) {
    const detail = (await (await request.get(`/api/swing-analyses/${id}`)).json()) as SwingAnalysisDetail;
    if (detail.status === 'done' || detail.status === 'failed') return detail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server analysis did not finish');
}

/** The keypoint track of an analysis, read from its own resource as the player reads it. */
export async function trackOf(request: APIRequestContext, detail: SwingAnalysisDetail): Promise<PoseTrack | null> {
  if (!detail.trackUrl) return null;
  return unpackTrack(packedTrackSchema.parse(await (await request.get(detail.trackUrl)).json()));
}

/** Event name → source frame of an analysis. */
export function eventFrames(detail: SwingAnalysisDetail): Record<string, number> {
  return Object.fromEntries((detail.analysis?.analysisResults.events ?? []).map((event) => [event.name, event.frame]));
}
