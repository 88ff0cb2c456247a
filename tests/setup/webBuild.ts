import { ensureWebBuild } from '../../scripts/web-build.mjs';

/**
 * The server serves the built browser app, so suites that start the server need a current build.
 * Vitest runs every project's global setup before any test file, one after the other, so the
 * first project builds and the next finds the build fresh.
 */
export default async function setup() {
  await ensureWebBuild();
}
