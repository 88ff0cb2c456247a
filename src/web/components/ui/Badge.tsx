import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'gold' | 'green' | 'neutral' | 'dark';

const TONES: Record<BadgeTone, string> = {
  gold: 'bg-gold-500 text-fairway-900',
  green: 'bg-fairway-100 text-fairway-800',
  neutral: 'bg-ink/5 text-ink/70',
  // Stands out on white, cream and the gold of a member's own chat message alike.
  dark: 'bg-fairway-900 text-gold-300',
};

export function Badge({ tone = 'green', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)} {...props} />;
}
