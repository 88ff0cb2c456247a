import { Writable } from 'node:stream';

/** A log destination for startTestServer({ logTo }) that keeps every line for the test to read. */
export function logCapture(): { logTo: Writable; text(): string } {
  const lines: string[] = [];
  const logTo = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logTo, text: () => lines.join('') };
}
