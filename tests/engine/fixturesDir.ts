import { resolve } from 'node:path';

/** The labelled real swings: SWING_FIXTURES_DIR, or ../shared/fixtures/swings beside the repository. */
export const fixturesDir = process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../../shared/fixtures/swings');

/**
 * Whether the suite can run: the engine's suites skip on a machine without the labelled swings, but
 * under CI a missing folder fails the run, since a gate that skipped would pass while proving nothing.
 */
export function fixturesPresent(present: boolean): boolean {
  if (!present && process.env.CI === 'true') throw new Error(`CI=true, but the labelled swings are missing from ${fixturesDir} (set SWING_FIXTURES_DIR)`);
  return present;
}
