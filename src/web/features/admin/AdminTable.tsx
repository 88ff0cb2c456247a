import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AdminColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
  /** Shown to screen readers only (the actions column). */
  hidden?: boolean;
}

/** The admin tables' frame: a scrolling card with a header row; the rows are the caller's, and `after` follows the table (an empty state). */
export function AdminTable({ columns, children, after }: { columns: readonly AdminColumn[]; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-fairway-100 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-fairway-50 text-ink/70">
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={cn('px-4 py-3', !column.hidden && 'font-medium', column.align === 'right' && 'text-right')}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
