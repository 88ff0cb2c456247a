import { chromiumPath } from '../e2e/browser';

/**
 * Unpacks the browser once, before any e2e file starts. Each file asks @sparticuz/chromium for its
 * binary, which unpacks it into the temporary folder when it is not there yet: two files asking at
 * once both wrote it, and one started it while the other was still writing (`spawn ETXTBSY` on a
 * fresh machine).
 */
export default async function setup() {
  await chromiumPath();
}
