const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Admin amounts are pence (spec §9): divided by 100 and shown in GBP. */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}

export function formatAdminDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
