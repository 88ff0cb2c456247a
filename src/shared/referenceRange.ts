/**
 * How far a value sits outside a reference range written as "a–b", "< a" or "> a" (0 inside it);
 * null when the reference cannot be read. The engine uses it to find what to keep, the compare
 * page to call a change better (closer to the range) or worse.
 */
export function distanceFromReference(value: number, reference: string | undefined): number | null {
  if (!reference) return null;
  const between = /^(-?[\d.]+)–(-?[\d.]+)$/.exec(reference);
  if (between) return Math.max(0, Number(between[1]) - value, value - Number(between[2]));
  const bound = /^([<>]) (-?[\d.]+)$/.exec(reference);
  if (!bound) return null;
  return bound[1] === '<' ? Math.max(0, value - Number(bound[2])) : Math.max(0, Number(bound[2]) - value);
}
