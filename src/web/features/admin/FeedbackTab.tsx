import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_ROLE_LABELS, type FeedbackRecord } from '../../../shared/leads';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { formatAdminDate } from './format';

/** Feedback from the landing page, newest first: one card per message with who sent it, if they said. */
export function FeedbackTab({ feedback }: { feedback: FeedbackRecord[] }) {
  if (feedback.length === 0) return <p className="text-ink/70">No feedback yet. Messages from the landing page's feedback form appear here.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {feedback.map((entry) => (
        <li key={entry.id}>
          <Card className="h-full" aria-label={`Feedback from ${entry.name ?? 'an anonymous visitor'}`}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{FEEDBACK_CATEGORY_LABELS[entry.category]}</Badge>
              {entry.rating !== null && <Badge tone="gold">{`${entry.rating}/5`}</Badge>}
              {entry.consent && <Badge tone="neutral">May be contacted</Badge>}
            </div>
            <p className="mt-3 whitespace-pre-line text-ink/90">{entry.message}</p>
            <p className="mt-3 text-sm text-ink/70">
              {[entry.name, entry.email, entry.role && FEEDBACK_ROLE_LABELS[entry.role], formatAdminDate(entry.createdAt)].filter(Boolean).join(' · ')}
            </p>
            {entry.pageUrl && <p className="mt-1 truncate text-xs text-ink/70">{entry.pageUrl}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
