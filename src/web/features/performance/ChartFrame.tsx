import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A chart that fills its card's width at a height that suits a phone and a desktop. The figure
 * carries a text label for screen readers, since the SVG itself says little. Clipped, so a tooltip
 * left where a wider layout put it never makes a phone's page scroll sideways.
 */
export function ChartFrame({ label, children, height = 280 }: { label: string; children: ReactElement; height?: number }) {
  return (
    <figure aria-label={label} className="w-full overflow-hidden" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** The spec's empty-state sentences inside a tab or card. */
export function EmptyChart({ text }: { text: string }) {
  return <p className="flex min-h-40 items-center justify-center rounded-xl bg-fairway-50 px-4 text-center text-sm text-ink/70">{text}</p>;
}
