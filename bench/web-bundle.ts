/**
 * What the browser downloads: the built app's JavaScript and CSS for the first visit to the
 * landing page (entry plus its static imports), and what each lazily loaded page adds on top.
 * Reads dist/web/asset-manifest.json (building first when stale). Prints JSON; sizes in bytes.
 *   npx tsx bench/web-bundle.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

await ensureWebBuild({ log: (message) => console.error(message) });
const outDir = path.join(repoRoot, 'dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'asset-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function sizeOf(files: Iterable<string>) {
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(outDir, file));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { bytes, gzipBytes };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk');
const landing = staticClosure(entryKey);

const pages = Object.fromEntries(
  (manifest[entryKey]!.dynamicImports ?? []).map((key) => {
    const extra = [...staticClosure(key)].filter((file) => !landing.has(file));
    return [path.basename(key).replace(/\.tsx?$/, ''), sizeOf(extra)];
  }),
);

const allScripts = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));

console.log(
  JSON.stringify(
    {
      landingPage: { files: landing.size, ...sizeOf(landing) },
      addedByLazyPage: pages,
      allJavaScript: { files: allScripts.length, ...sizeOf(new Set(allScripts)) },
    },
    null,
    2,
  ),
);
