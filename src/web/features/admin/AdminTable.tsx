import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AdminColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
  /** Shown to screen readers only (the actions column). */
  hidden?: boolean;
  /** Left out on a phone; the row shows what matters of it in another column there. */
  wideOnly?: boolean;
}

/** Cells of a `wideOnly` column. */
export const WIDE_ONLY = 'hidden sm:table-cell';

/**
 * The admin tables' frame: a scrolling card with a header row; the rows are the caller's, and
 * `after` follows the table (an empty state). A table whose rows `fitPhone` keeps to the phone's
 * width there instead of scrolling sideways.
 */
export function AdminTable({
  columns,
  children,
  after,
  fitPhone,
}: {
  columns: readonly AdminColumn[];
  children: ReactNode;
  after?: ReactNode;
  fitPhone?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-fairway-100 bg-white shadow-sm">
      <table className={cn('w-full text-left text-sm', fitPhone ? 'sm:min-w-[40rem]' : 'min-w-[40rem]')}>
        <thead className="bg-fairway-50 text-ink/70">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                className={cn('px-4 py-3', !column.hidden && 'font-medium', column.align === 'right' && 'text-right', column.wideOnly && WIDE_ONLY)}
              >
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
