import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

// In development the Fastify server runs beside Vite (scripts/dev.mjs); everything that is not the
// web app itself is proxied to it so the browser sees one origin, as in production.
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
// Below this, the header overhead eats the saving.
const MIN_BYTES = 1024;
// The asynchronous forms run in libuv's thread pool, so the files compress on every core at once
// (the synchronous ones took most of a build's time, one file after another).
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * strongest settings; the server sends the copy the browser accepts (@fastify/static
 * preCompressed). On a phone on 4G the landing page's JavaScript is a third of its plain size.
 */
function precompress(): Plugin {
  return {
    name: 'fairway-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(content, { level: 9 })]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    // Lists every built file (lazy page chunks and fonts included) for the service worker's precache.
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      output: {
        // React and the router change far less often than our code: their own chunk stays cached
        // across releases. Other libraries follow the page that needs them (charts load with
        // the performance page, not on the landing page).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/healthz': serverUrl,
      '/readyz': serverUrl,
      '/dev': serverUrl,
      '/ws': { target: serverUrl, ws: true },
    },
  },
});
