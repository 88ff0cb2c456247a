/** A progress bar; `value` is 0–100. */
export function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className="h-2 w-full overflow-hidden rounded-full bg-fairway-100"
    >
      <div className="h-full rounded-full bg-gold-500 transition-[width] duration-300" style={{ width: `${clamped}%` }} />
    </div>
  );
}
