/**
 * A reference range as written in the metric catalogue: "a–b" has both bounds, "< a" only a high
 * one and "> a" only a low one.
 */
export type ReferenceRange = { low: number; high: number } | { low: null; high: number } | { low: number; high: null };

/** The bounds of a reference range written as "a–b", "< a" or "> a"; null when it cannot be read. */
export function readReference(reference: string | undefined): ReferenceRange | null {
  if (!reference) return null;
  const between = /^(-?[\d.]+)–(-?[\d.]+)$/.exec(reference);
  if (between) return { low: Number(between[1]), high: Number(between[2]) };
  const bound = /^([<>]) (-?[\d.]+)$/.exec(reference);
  if (!bound) return null;
  return bound[1] === '<' ? { low: null, high: Number(bound[2]) } : { low: Number(bound[2]), high: null };
}

/**
 * How far a value sits outside a reference range (0 inside it); null when the reference cannot be
 * read. The engine uses it to find what to keep, the compare page to call a change better (closer
 * to the range) or worse.
 */
export function distanceFromReference(value: number, reference: string | undefined): number | null {
  const range = readReference(reference);
  if (!range) return null;
  return Math.max(0, (range.low ?? Number.NEGATIVE_INFINITY) - value, value - (range.high ?? Number.POSITIVE_INFINITY));
}
