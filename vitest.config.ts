import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, five projects: fast unit tests beside the code, web component tests in jsdom, the
// swing engine on real footage, API tests against the real server and database, and browser
// tests against the built app.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine (CI's), which
    // left the second core idle while an API test waited on its own server in the same thread.
    // Two files at a time on two cores (decision 1022), the browser tests among them: in a group of
    // their own, one by one, they ran one file on two cores while a page waited (decision 1023).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // Node projects share each worker's module cache between files (`isolate: false`): every API
      // and browser test file imported the whole server again, 1.2 s per file (decision 1023). The
      // web project stays isolated: its files mock modules (vi.mock) that must not leak into the next.
      {
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['tests/setup/tempMedia.ts'],
          isolate: false,
          include: ['src/**/*.test.ts', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/web/**'],
          // Vitest's 5 s default failed a worker thread's first frames (tsx compiling it) at load 56
          // from other work. A bound only catches a hang: a wrong answer fails whatever the time.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          // Typing into forms with user-event takes seconds of CPU under jsdom; with two files at a
          // time on two cores the 5 s default fails a slow machine, not the code.
          testTimeout: 15_000,
          include: ['src/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // The swing engine on real footage: pose tracking of the labelled clips and of hard
          // cases made from them (ffmpeg and MoveNet, about a minute or two).
          name: 'engine',
          environment: 'node',
          setupFiles: ['tests/setup/tempMedia.ts'],
          isolate: false,
          include: ['tests/engine/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          setupFiles: ['tests/setup/tempMedia.ts'],
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/webBuild.ts', 'tests/setup/pgliteTemplate.ts'],
          // Generous, for a two-core machine another test run shares: the live stream at 10 fps
          // (88 frames through the model) took over 60 s at load 56. Tests wait for events; this
          // bound only catches a hang.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          setupFiles: ['tests/setup/tempMedia.ts'],
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/webBuild.ts', 'tests/setup/pgliteTemplate.ts', 'tests/setup/chromium.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
