import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './log';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('the process logger', () => {
  it('replaces token values in URLs and leaves the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/ws?lang=en&TOKEN=s3cr3t#top')).toBe('/ws?lang=en&TOKEN=[redacted]#top');
    expect(redactUrl('/blog/token=not-a-query')).toBe('/blog/token=not-a-query');
  });

  it('logs a failed query without the values it was run with', () => {
    const { lines, stream } = capture();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { detail: 'Key (email)=(ann@example.com) already exists.' });
    createLogger('info', stream).error({ err: new DrizzleQueryError('insert into users values ($1, $2)', ['ann@example.com', hash], cause) }, 'request failed');
    const logged = lines.join('');
    expect(logged).toContain('insert into users values ($1, $2)');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('ann@example.com');
  });
});
