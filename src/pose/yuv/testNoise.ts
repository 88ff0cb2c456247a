/**
 * Test frames of noise: the same bytes every run for a seed, no structure to hide rounding in, and
 * every byte value reached, so every clamp of a conversion is too.
 */
export function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}
