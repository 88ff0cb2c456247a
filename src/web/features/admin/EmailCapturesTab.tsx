import { EMAIL_CAPTURE_SOURCES, type EmailCaptureRecord } from '../../../shared/leads';
import { Button } from '../../components/ui/Button';
import { AdminTable } from './AdminTable';
import { downloadCsv, toCsv } from './csv';
import { formatAdminDate } from './format';
import { TipsScheduleControl } from './TipsScheduleControl';

const SOURCE_LABELS: Record<(typeof EMAIL_CAPTURE_SOURCES)[number], string> = { hero: 'Hero box', exit_intent: 'Exit-intent modal' };
const TIPS_LABELS: Record<EmailCaptureRecord['tipsStatus'], string> = { waiting: 'Not confirmed', confirmed: 'Gets tips', unsubscribed: 'Unsubscribed' };
const COLUMNS = [
  { label: 'Email' },
  { label: 'Source' },
  { label: 'Tips' },
  { label: 'Times given', align: 'right' },
  { label: 'First' },
  { label: 'Latest' },
] as const;

function exportCsv(captures: EmailCaptureRecord[]) {
  const rows = captures.map((capture) => [
    capture.email,
    capture.source,
    capture.tipsStatus,
    String(capture.captures),
    capture.createdAt,
    capture.lastCapturedAt,
  ]);
  downloadCsv(`email-captures-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(['email', 'source', 'tips', 'captures', 'first', 'latest'], rows));
}

/** Addresses given on the landing page to join the list, one row per address. */
export function EmailCapturesTab({ captures }: { captures: EmailCaptureRecord[] }) {
  return (
    <div className="space-y-4">
      <TipsScheduleControl />
      <Button variant="outline" size="sm" onClick={() => exportCsv(captures)} disabled={captures.length === 0}>
        Export CSV
      </Button>
      <AdminTable
        columns={COLUMNS}
        after={captures.length === 0 && <p className="p-4 text-ink/70">No addresses yet. The hero box and the exit-intent modal add them here.</p>}
      >
        {captures.map((capture) => (
          <tr key={capture.id} className="border-t border-fairway-100">
            <td className="px-4 py-3">{capture.email}</td>
            <td className="px-4 py-3">{SOURCE_LABELS[capture.source]}</td>
            <td className="px-4 py-3">{TIPS_LABELS[capture.tipsStatus]}</td>
            <td className="px-4 py-3 text-right">{capture.captures}</td>
            <td className="px-4 py-3">{formatAdminDate(capture.createdAt)}</td>
            <td className="px-4 py-3">{formatAdminDate(capture.lastCapturedAt)}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
