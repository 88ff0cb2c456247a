import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the value, e.g. "+6 from last session". */
  detail?: ReactNode;
  icon?: ReactNode;
  /** The value's colour (with anything else it needs); the default dark green applies only without it. */
  valueClassName?: string;
}

/** A stat tile of the member screens: two per row on a phone, four on a desktop. */
export function StatCard({ label, value, detail, icon, valueClassName }: StatCardProps) {
  return (
    <div className="rounded-2xl border border-fairway-100 bg-white p-4 shadow-sm sm:p-5" data-testid="stat-card">
      {/* The icon sits inside the term: a group of a <dl> may hold only <dt> and <dd>. */}
      <dt className="flex items-start justify-between gap-2 text-sm text-ink/70">
        {label}
        {icon && (
          <span aria-hidden="true" className="text-gold-600">
            {icon}
          </span>
        )}
      </dt>
      <dd className={cn('mt-1 font-display text-2xl font-bold sm:text-3xl', valueClassName ?? 'text-fairway-900')}>{value}</dd>
      {detail && <dd className="mt-1 text-xs text-ink/70 sm:text-sm">{detail}</dd>}
    </div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {children}
    </dl>
  );
}
