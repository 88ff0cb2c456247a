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

/**
 * The side of an open range's bound ("< a", "> a") a value is really on when its words say it as
 * the bound itself: 2.1 in said "2 in" against "under 2 in" is 'over', though the words cannot show
 * it. On the bound counts as inside, as `distanceFromReference` has it. Null for a closed range and
 * for a value said apart from the bound. `said` says a value as the words do (its number or words).
 */
export function sideOfSaidBound(value: number, reference: string | undefined, said: (value: number) => number | string): 'under' | 'over' | null {
  const range = readReference(reference);
  if (!range || (range.low !== null && range.high !== null)) return null;
  const bound = range.high ?? range.low;
  if (said(value) !== said(bound)) return null;
  if (value === bound) return range.high !== null ? 'under' : 'over';
  return value < bound ? 'under' : 'over';
}
