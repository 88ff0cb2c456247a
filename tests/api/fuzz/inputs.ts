import fc from 'fast-check';

/**
 * What the fuzz suite throws at the server: wrong types, huge and control-character strings,
 * deep nesting, bad encodings and odd paths. Plain fast-check arbitraries, sampled with a seed.
 */

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD, never a throw). */
export function encodePart(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred\u001b[0m',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  '\ufeff',
  '%00',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  'data:video/mp4;base64,AAAA',
  'data:,',
  'http://127.0.0.1:1/x.mp4',
  'http://[::7f00:1]/x.mp4',
  'file:///etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '__proto__',
  'constructor',
];

/** An ordinary word with one control character (C0, DEL or C1) somewhere in it. */
const wordWithControl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('Driver', 'St Andrews', 'Ann', 'range session'),
    fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f),
    fc.nat(),
  )
  .map(([word, code, at]) => {
    const position = at % (word.length + 1);
    return `${word.slice(0, position)}${String.fromCharCode(code)}${word.slice(position)}`;
  });

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  wordWithControl,
  // NUL on its own branch: the one character PostgreSQL cannot store in text at all.
  fc.constantFrom('Driver', 'St Andrews', 'Ann').map((word) => `${word}\u0000`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
  fc.tuple(fc.constantFrom('x', '\u0000', 'é', '😀'), fc.integer({ min: 1_000, max: 300_000 })).map(([unit, times]) => unit.repeat(times)),
);

export const wrongTypedValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON object with the route's own field names (and some it does not know) set to anything. */
export function jsonBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), nastyString) : nastyString;
  return fc.dictionary(names, wrongTypedValue, { maxKeys: 8 });
}

/** Bodies no JSON parser should choke on: deep nesting, broken JSON, bytes that are not UTF-8. */
export const malformedBody: fc.Arbitrary<{ body: Buffer; contentType: string }> = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((depth) => ({ body: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`), contentType: 'application/json' })),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => ({ body: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), contentType: 'application/json' })),
  fc
    .constantFrom('{', '{"email":', '[1,2', '"\\u00"', '{"a":1}{"b":2}', 'nul', '\u0000')
    .map((text) => ({ body: Buffer.from(text), contentType: 'application/json' })),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from(bytes), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/xml',
      '',
    )
    .map((contentType) => ({ body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--'), contentType })),
);

/** A value for a path parameter, encoded for the wire. */
export function pathParam(validIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...validIds, ...validIds.map((id) => id.toUpperCase())),
    fc.uuid().map((id) => id),
    // Raw '%' kept as typed, so '%00' and '%E0%A4%A' reach the server's decoder as such.
    nastyString.map((text) => encodePart(text.slice(0, 2000)).replace(/%25/g, '%')),
    fc.constantFrom('%', '%zz', '%00', '..', '%2e%2e', '%2F', ' ', ''),
  );
}

/** Paths outside the route table, or on its edges. */
export const oddPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '/%',
    '/%00',
    '/foo%00.js',
    '//',
    '///api//auth/me',
    '/api/',
    '/api/../etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/',
    '/index.html%00',
    '/.env',
    '/api/docs/%00',
    '/dev/mailbox/%00',
    '/ws/%00',
    '/readyz?%00',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((length) => `/${'a'.repeat(length)}`),
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => `/${encodePart(text)}`),
  fc.array(fc.constantFrom('api', 'users', '..', '.', '%00', '%c0%ae', 'swing-analyses', 'x'), { maxLength: 8 }).map((parts) => `/${parts.join('/')}`),
);

/** A query string of the route's known parameters and others, values anything. */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), nastyString) : nastyString;
  return fc
    .array(fc.tuple(name, nastyString), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encodePart(key.slice(0, 200))}=${encodePart(value.slice(0, 2000))}`).join('&')}`,
    );
}

/** Cookie, request id and Range headers with odd values (only what HTTP lets through). */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc.oneof(
      fc.constant('fc_session=' + 'A'.repeat(4000)),
      fc.string({ maxLength: 50 }).map((text) => `fc_session=${encodePart(text)}`),
      fc.constant('fc_session=;;;=;'),
    ),
    'x-request-id': fc.string({ maxLength: 200 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
    range: fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=99999999999-', 'bytes=5-1', 'bytes=0-1,2-3', 'items=0-1', 'bytes=abc'),
  },
  { requiredKeys: [] },
);
