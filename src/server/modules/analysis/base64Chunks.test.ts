import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Base64ChunkDecoder } from './base64Chunks';

/** Decodes text cut at the given places, as the pieces of a streamed JSON string arrive. */
function decodeInPieces(text: string, cuts: number[]): Buffer {
  const decoder = new Base64ChunkDecoder();
  const places = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const place of [...places, text.length]) {
    out.push(decoder.write(text.slice(from, place)));
    from = place;
  }
  out.push(decoder.end());
  return Buffer.concat(out);
}

describe('Base64ChunkDecoder', () => {
  it('gives back the bytes, however the text is cut, padded or not, in either alphabet', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.constantFrom<BufferEncoding>('base64', 'base64url'),
        (bytes, cuts, alphabet) => {
          const text = Buffer.from(bytes).toString(alphabet);
          expect(decodeInPieces(text, cuts).equals(Buffer.from(bytes))).toBe(true);
        },
      ),
    );
  });

  it('skips the line breaks of MIME-style base64', () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 7) % 256));
    const wrapped = bytes.toString('base64').replace(/.{76}/g, '$&\r\n');
    expect(decodeInPieces(wrapped, [10, 77, 78, 200]).equals(bytes)).toBe(true);
  });

  it.each([
    ['a character outside the alphabet', 'QUJD*EVG', /outside the base64 alphabet/],
    ['a NUL', 'QUJD\u0000', /outside the base64 alphabet/],
    ['data after the padding', 'QUI=QUJD', /after its "=" padding/],
    ['a dangling last character', 'QUJDR', /end is cut or padded wrongly/],
    ['too much padding', 'QUJDRA===', /end is cut or padded wrongly/],
    ['padding in the wrong place', 'QUJDREVG=', /end is cut or padded wrongly/],
  ])('refuses %s, wherever the text is cut', (_name, text, message) => {
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(() => decodeInPieces(text, [cut])).toThrow(message);
    }
  });
});
