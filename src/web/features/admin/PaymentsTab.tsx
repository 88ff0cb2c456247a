import { useState } from 'react';
import type { AdminPayment } from '../../../shared/admin';
import { PLAN_KEYS, PLANS } from '../../../shared/plans';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { cn } from '../../lib/cn';
import { AdminTable } from './AdminTable';
import { useRefund } from './api';
import { downloadCsv, toCsv } from './csv';
import { formatAdminDate, formatPence } from './format';

interface Filters {
  status: string;
  plan: string;
  search: string;
}

function matches(payment: AdminPayment, filters: Filters): boolean {
  return (
    (filters.status === '' || payment.status === filters.status) &&
    (filters.plan === '' || payment.planType === filters.plan) &&
    payment.customerEmail.toLowerCase().includes(filters.search.trim().toLowerCase())
  );
}

function exportCsv(payments: AdminPayment[]) {
  const rows = payments.map((payment) => [payment.createdAt, payment.planType, (payment.amount / 100).toFixed(2), payment.status, payment.customerEmail]);
  downloadCsv(`payments-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(['date', 'plan', 'amount_gbp', 'status', 'customer'], rows));
}

/** Spec §2 Payments: date, plan, amount, status (completed green, others yellow), customer; filters, CSV and refunds. */
const PAYMENT_COLUMNS = [
  { label: 'Date' },
  { label: 'Plan' },
  { label: 'Amount', align: 'right' },
  { label: 'Status' },
  { label: 'Customer' },
  { label: 'Actions', hidden: true },
] as const;

export function PaymentsTab({ payments }: { payments: AdminPayment[] }) {
  const [filters, setFilters] = useState<Filters>({ status: '', plan: '', search: '' });
  const refund = useRefund();
  const shown = payments.filter((payment) => matches(payment, filters));
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setFilters((old) => ({ ...old, [key]: event.target.value }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block text-ink/70">Status</span>
          <Select value={filters.status} onChange={set('status')} aria-label="Filter by status" className="w-40">
            <option value="">All statuses</option>
            <option value="completed">Completed</option>
            <option value="failed">Failed</option>
            <option value="refunded">Refunded</option>
          </Select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-ink/70">Plan</span>
          <Select value={filters.plan} onChange={set('plan')} aria-label="Filter by plan" className="w-48">
            <option value="">All plans</option>
            {PLAN_KEYS.map((key) => (
              <option key={key} value={key}>
                {PLANS[key].name}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex-1 text-sm">
          <span className="mb-1 block text-ink/70">Customer</span>
          <Input value={filters.search} onChange={set('search')} placeholder="Search by e-mail" aria-label="Search by customer e-mail" />
        </label>
        <Button variant="outline" onClick={() => exportCsv(shown)} disabled={shown.length === 0}>
          Export CSV
        </Button>
      </div>
      <AdminTable
        columns={PAYMENT_COLUMNS}
        after={
          shown.length === 0 && (
            <p className="px-4 py-6 text-center text-ink/70">{payments.length === 0 ? 'No payments yet.' : 'No payment matches these filters.'}</p>
          )
        }
      >
        {shown.map((payment) => (
          <tr key={payment.id} className="border-t border-fairway-100">
            <td className="px-4 py-3 whitespace-nowrap">{formatAdminDate(payment.createdAt)}</td>
            <td className="px-4 py-3">{PLANS[payment.planType].name}</td>
            <td className="px-4 py-3 text-right tabular-nums">{formatPence(payment.amount)}</td>
            <td className="px-4 py-3">
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  payment.status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-800',
                )}
              >
                {payment.status}
              </span>
            </td>
            <td className="px-4 py-3">{payment.customerEmail}</td>
            <td className="px-4 py-3 text-right">
              {payment.refundable && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={refund.isPending}
                  onClick={() => {
                    if (window.confirm(`Refund ${formatPence(payment.amount)} to ${payment.customerEmail}? Their plan ends now.`)) refund.mutate(payment.id);
                  }}
                >
                  Refund
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
