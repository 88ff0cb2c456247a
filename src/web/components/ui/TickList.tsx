import { cn } from '../../lib/cn';

/** A list of features, each behind a gold tick: what a plan includes. */
export function TickList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm text-ink/80', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span className="text-gold-600" aria-hidden>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
