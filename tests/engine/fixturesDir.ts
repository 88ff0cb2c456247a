import { resolve } from 'node:path';

/** The labelled real swings: SWING_FIXTURES_DIR, or ../shared/fixtures/swings beside the repository. */
export const fixturesDir = process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../../shared/fixtures/swings');
