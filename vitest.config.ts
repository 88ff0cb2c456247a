import { defineConfig } from 'vitest/config';

// One runner, four projects: fast unit tests beside the code, web component tests in jsdom,
// API tests against the real server and database, and browser tests against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: ['src/web/**'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // The swing engine on real footage: pose tracking of the labelled clips and of hard
          // cases made from them (ffmpeg and MoveNet, about a minute or two).
          name: 'engine',
          environment: 'node',
          include: ['tests/engine/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/webBuild.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/webBuild.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
