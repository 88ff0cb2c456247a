import { cn } from '../../lib/cn';

/** "8 September 2026 · 1,204 views", optionally after the author. */
export function ArticleMetaLine({ date, views, author, className }: { date: string; views: number; author?: string; className?: string }) {
  const parts = [author, date, `${views.toLocaleString('en-GB')} ${views === 1 ? 'view' : 'views'}`].filter((part): part is string => part !== undefined);
  return <p className={cn('text-sm text-ink/70', className)}>{parts.join(' · ')}</p>;
}
