import { afterAll } from 'vitest';
import { removeTempDirs } from '../../src/media/testMedia';

// A test file's generated media (up to 20 MB) goes when the file is done, not left in the
// system's temporary folder run after run. Registered first, so it runs after the file's own hooks.
afterAll(removeTempDirs);
