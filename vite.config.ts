import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

// In development the Fastify server runs beside Vite (scripts/dev.mjs); everything that is not the
// web app itself is proxied to it so the browser sees one origin, as in production.
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
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
