import type { ClubLead } from '../../../shared/admin';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { formatAdminDate } from './format';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <>
      <dt className="text-ink/70">{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Spec §2 Club Leads: one card per enquiry. */
export function LeadsTab({ leads }: { leads: ClubLead[] }) {
  if (leads.length === 0) return <p className="text-ink/70">No club leads yet. Enquiries from the landing page's club form appear here.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Card className="h-full" aria-label={`Lead: ${lead.clubName}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-fairway-900">{lead.clubName}</h3>
              <Badge>{lead.partnershipType}</Badge>
            </div>
            <p className="text-sm text-ink/70">{formatAdminDate(lead.createdAt)}</p>
            <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
              <Detail label="Contact" value={lead.contactName} />
              <Detail label="Email" value={lead.email} />
              <Detail label="Phone" value={lead.phone} />
              <Detail label="Members" value={lead.memberCount} />
              <Detail label="Budget" value={lead.budget} />
              <Detail label="Timeline" value={lead.timeline} />
              <Detail label="Challenges" value={lead.challenges} />
              <Detail label="Interests" value={lead.interests.join(', ')} />
            </dl>
            {lead.description && <p className="mt-3 text-sm text-ink/80">{lead.description}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
