#!/usr/bin/env node
// `npm run build`: the browser app (Vite, into dist/web) and the server (esbuild, into dist/server),
// both from scratch. `npm start` runs the result.
import { buildServer } from './server-build.mjs';
import { buildWeb } from './web-build.mjs';

await buildWeb();
await buildServer();
