import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { Tabs } from '../components/ui/Tabs';
import { AdminOnly } from '../features/admin/AdminOnly';
import { useAdminAnalytics, useAdminMembers, useAdminPayments, useClubLeads, useEmailCaptures, useFeedbackList } from '../features/admin/api';
import { EmailCapturesTab } from '../features/admin/EmailCapturesTab';
import { FeedbackTab } from '../features/admin/FeedbackTab';
import { LeadsTab } from '../features/admin/LeadsTab';
import { MembersTab } from '../features/admin/MembersTab';
import { OverviewTab } from '../features/admin/OverviewTab';
import { PaymentsTab } from '../features/admin/PaymentsTab';
import { messageOf } from '../lib/api';

type TabKey = 'overview' | 'leads' | 'payments' | 'members' | 'emails' | 'feedback';

/** Loading and failure for one admin read; the server's message when it refuses. */
function Loaded<T>({ query, children }: { query: { data: T | undefined; isLoading: boolean; error: unknown }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <Spinner />;
  if (query.data === undefined) return <p className="text-red-700">{messageOf(query.error)}</p>;
  return children(query.data);
}

function AdminDashboard() {
  const [tab, setTab] = useState<TabKey>('overview');
  const analytics = useAdminAnalytics();
  const leads = useClubLeads();
  const payments = useAdminPayments();
  const members = useAdminMembers();
  const emails = useEmailCaptures();
  const feedback = useFeedbackList();
  const count = (list: unknown[] | undefined) => (list ? ` (${list.length})` : '');
  const tabs = [
    { key: 'overview' as const, label: 'Overview' },
    { key: 'leads' as const, label: `Club Leads${count(leads.data)}` },
    { key: 'payments' as const, label: `Payments${count(payments.data)}` },
    { key: 'members' as const, label: `Members${count(members.data)}` },
    { key: 'emails' as const, label: `Email Sign-ups${count(emails.data)}` },
    { key: 'feedback' as const, label: `Feedback${count(feedback.data)}` },
  ];
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Admin Dashboard</h1>
        <nav aria-label="Admin tools" className="flex gap-3">
          <Link to={ROUTES.adminBlog.path} className={buttonClasses('outline', 'sm')}>
            Blog editor
          </Link>
          <Link to={ROUTES.analyticsDebugger.path} className={buttonClasses('outline', 'sm')}>
            Analytics debugger
          </Link>
        </nav>
      </div>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label="Admin sections">
        {tab === 'overview' && <Loaded query={analytics}>{(data) => <OverviewTab analytics={data} />}</Loaded>}
        {tab === 'leads' && <Loaded query={leads}>{(data) => <LeadsTab leads={data} />}</Loaded>}
        {tab === 'payments' && <Loaded query={payments}>{(data) => <PaymentsTab payments={data} />}</Loaded>}
        {tab === 'members' && <Loaded query={members}>{(data) => <MembersTab members={data} />}</Loaded>}
        {tab === 'emails' && <Loaded query={emails}>{(data) => <EmailCapturesTab captures={data} />}</Loaded>}
        {tab === 'feedback' && <Loaded query={feedback}>{(data) => <FeedbackTab feedback={data} />}</Loaded>}
      </Tabs>
    </section>
  );
}

export function AdminPage() {
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  );
}
