/** Keeps at most two picks for the comparison; a third pick replaces the earlier of the two. */
export function togglePick(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((other) => other !== id);
  return [...picked, id].slice(-2);
}
