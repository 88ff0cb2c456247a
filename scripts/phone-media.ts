/**
 * Makes phone footage from dev clips (issue 31; recipes in src/media/phoneMedia.ts) into a new
 * temporary folder, never into the repository:
 *   npx tsx scripts/phone-media.ts [--only=<variant>,…] [clip …]
 * The clips default to the fixture swing. Besides the phone variants, `vp9-hlg` and `vp9-pq` are HDR
 * copies at the source's size that Chromium decodes itself (src/pose/yuv/hdrTestMedia.ts), for private
 * analysis in the browser. Prints JSON: the folder, and per file its variant and
 * what probeVideo reads from it (size, rotation, rate, codec, pixel format).
 */
import { basename, extname, join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { probeVideo } from '../src/media';
import { makePhoneVariant, PHONE_VARIANTS } from '../src/media/phoneMedia';
import { fixtureVideo, tempDir } from '../src/media/testMedia';
import { browserHdrCopy } from '../src/pose/yuv/hdrTestMedia';

const BROWSER_HDR = ['vp9-hlg', 'vp9-pq'] as const;

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const clips = args.filter((arg) => !arg.startsWith('--'));
const variants = only ? PHONE_VARIANTS.filter((variant) => only.includes(variant.name)) : PHONE_VARIANTS;
const browserHdr = only ? BROWSER_HDR.filter((name) => only.includes(name)) : BROWSER_HDR;
if (only && variants.length + browserHdr.length !== only.length) {
  console.error(`Unknown variant in --only; the variants are: ${[...PHONE_VARIANTS.map((variant) => variant.name), ...BROWSER_HDR].join(', ')}`);
  process.exit(1);
}

const folder = await tempDir();
const files = [];
for (const clip of clips.length > 0 ? clips : [fixtureVideo()]) {
  const dir = join(folder, basename(clip, extname(clip)));
  await mkdir(dir);
  const made = [];
  for (const variant of variants) made.push({ variant: variant.name, path: await makePhoneVariant(clip, variant, dir) });
  for (const name of browserHdr) made.push({ variant: name, path: await browserHdrCopy(clip, join(dir, `${name}.mp4`), name === 'vp9-hlg' ? 'hlg' : 'pq') });
  for (const { variant, path } of made) {
    const { width, height, rotation, fps, codec, pixelFormat } = await probeVideo(path);
    files.push({ clip: basename(clip), variant, path, width, height, rotation, fps, codec, pixelFormat });
  }
}
console.log(JSON.stringify({ folder, files }, null, 2));
