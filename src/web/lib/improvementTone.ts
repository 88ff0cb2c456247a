/** The colour of an improvement: green at 0 or more, red when negative (spec §2 Performance "Improvement"). */
export function improvementTone(value: number): string {
  return value >= 0 ? 'text-fairway-600' : 'text-red-700';
}
