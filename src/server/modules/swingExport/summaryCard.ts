import sharp from 'sharp';
import { EVENT_SHORT_NAMES, type SwingEventName } from '../../../shared/analysis';
import { unjudgedAreas, unmeasuredAreas } from '../../../shared/keyMetricsMeasured';
import { PRODUCT_NAME } from '../../../shared/routes';
import type { AppContext } from '../../context';
import type { AnalysisSummaryRow } from '../analysis/store';

/**
 * The one-page summary card of an analysis (issue 33): the score, the four areas (an area the
 * video could not measure says so, never a number), the key positions' images, the main fault with
 * its drill, and the date. Drawn as SVG and rasterised to PNG by sharp, 1080 × 1350 (a portrait
 * post's shape), on the web process: it takes tens of milliseconds.
 */

const WIDTH = 1080;
const HEIGHT = 1350;
const MARGIN = 72;
const KEY_POSITIONS: SwingEventName[] = ['address', 'top', 'impact', 'finish'];
const AREAS = ['tempo', 'balance', 'power', 'accuracy'] as const;
const COLOURS = { back: '#0a2a20', panel: '#123a2d', text: '#faf8f2', soft: '#b9c9bf', gold: '#d4af37' } as const;
const FONT = 'DejaVu Sans, sans-serif';
/** DejaVu Sans is about this wide per character, in ems, on running text: for line breaks. */
const CHAR_EM = 0.55;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  options: { colour?: string; weight?: 'bold' | 'normal'; anchor?: 'start' | 'end' | 'middle' } = {},
): string {
  const { colour = COLOURS.text, weight = 'normal', anchor = 'start' } = options;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="${anchor}">${escapeText(content)}</text>`;
}

/** Words broken into lines that fit `width` at `size`; past `maxLines` the last line ends with an ellipsis. */
export function wrapWords(content: string, width: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * CHAR_EM)));
  const lines: string[] = [];
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

function paragraph(
  x: number,
  y: number,
  size: number,
  content: string,
  width: number,
  maxLines: number,
  colour: string = COLOURS.text,
): { svg: string; bottom: number } {
  const lines = wrapWords(content, width, size, maxLines);
  const lineHeight = Math.round(size * 1.35);
  return { svg: lines.map((line, index) => text(x, y + index * lineHeight, size, line, { colour })).join(''), bottom: y + (lines.length - 1) * lineHeight };
}

const dateWords = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The card of a finished analysis as PNG bytes. */
export async function summaryCardPng(ctx: AppContext, swing: AnalysisSummaryRow): Promise<Buffer> {
  const results = swing.analysis!.analysisResults;
  const notMeasured = new Set(unmeasuredAreas(results));
  const notJudged = new Set(unjudgedAreas(results));
  const unscored = (area: (typeof AREAS)[number]) => (notMeasured.has(area) ? 'not measured' : notJudged.has(area) ? 'not judged' : undefined);
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.back}"/>`];

  parts.push(text(MARGIN, 110, 34, PRODUCT_NAME, { colour: COLOURS.gold, weight: 'bold' }));
  parts.push(text(WIDTH - MARGIN, 110, 30, dateWords(swing.completedAt ?? swing.createdAt), { colour: COLOURS.soft, anchor: 'end' }));
  parts.push(text(MARGIN, 250, 130, String(results.overallScore), { weight: 'bold' }));
  parts.push(text(MARGIN + 78 * String(results.overallScore).length + 12, 250, 48, '/100', { colour: COLOURS.soft }));
  const about = [swing.clubUsed, results.view === 'face-on' || results.view === 'down-the-line' ? `${results.view} view` : null].filter(Boolean).join(' · ');
  parts.push(text(WIDTH - MARGIN, 250, 34, about || 'Swing score', { colour: COLOURS.soft, anchor: 'end' }));

  const areaWidth = (WIDTH - 2 * MARGIN - 3 * 16) / 4;
  AREAS.forEach((area, index) => {
    const x = MARGIN + index * (areaWidth + 16);
    const value = unscored(area) ?? `${results.keyMetrics[area].toFixed(1)}/10`;
    parts.push(`<rect x="${x}" y="300" width="${areaWidth}" height="120" rx="14" fill="${COLOURS.panel}"/>`);
    parts.push(text(x + areaWidth / 2, 348, 28, area[0]!.toUpperCase() + area.slice(1), { colour: COLOURS.soft, anchor: 'middle' }));
    parts.push(text(x + areaWidth / 2, 396, unscored(area) ? 26 : 38, value, { weight: 'bold', anchor: 'middle' }));
  });

  parts.push(...(await keyPositions(ctx, swing)));

  const fault = results.faults[0];
  parts.push(text(MARGIN, 920, 30, fault ? 'Main fault' : 'Next move', { colour: COLOURS.gold, weight: 'bold' }));
  const heading = paragraph(MARGIN, 970, 40, fault ? fault.name : results.nextMove.action, WIDTH - 2 * MARGIN, 2);
  parts.push(heading.svg);
  const evidence = paragraph(MARGIN, heading.bottom + 52, 28, fault ? fault.evidence : results.nextMove.description, WIDTH - 2 * MARGIN, 2, COLOURS.soft);
  parts.push(evidence.svg);
  if (fault) {
    parts.push(text(MARGIN, evidence.bottom + 64, 30, 'Drill', { colour: COLOURS.gold, weight: 'bold' }));
    parts.push(paragraph(MARGIN, evidence.bottom + 108, 30, fault.drill, WIDTH - 2 * MARGIN, 3).svg);
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The key positions' stored images in a row, each named; a position without an image is left out. */
async function keyPositions(ctx: AppContext, swing: AnalysisSummaryRow): Promise<string[]> {
  const shown = KEY_POSITIONS.filter((event) => swing.thumbnails[event]);
  if (shown.length === 0) return [];
  const gap = 16;
  const box = { width: (WIDTH - 2 * MARGIN - 3 * gap) / 4, height: 300 };
  const parts = [text(MARGIN, 480, 30, 'Key positions', { colour: COLOURS.gold, weight: 'bold' })];
  for (const [index, event] of shown.entries()) {
    const x = MARGIN + index * (box.width + gap);
    const image = await readAll(await ctx.storage.read(swing.thumbnails[event]!));
    parts.push(`<rect x="${x}" y="500" width="${box.width}" height="${box.height}" rx="10" fill="${COLOURS.panel}"/>`);
    parts.push(
      `<image x="${x}" y="500" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid meet" href="data:image/jpeg;base64,${image.toString('base64')}"/>`,
    );
    parts.push(text(x + box.width / 2, 844, 28, EVENT_SHORT_NAMES[event], { anchor: 'middle', weight: 'bold' }));
  }
  return parts;
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
