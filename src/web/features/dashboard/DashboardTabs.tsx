import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../components/ui/Tabs';
import { UploadWidget } from '../analysis/UploadWidget';
import { AnalysisHistory } from '../history/AnalysisHistory';
import { ProgressTracking } from '../progress/ProgressTracking';
import { RequirePlanFeature } from '../billing/RequirePlanFeature';
import { LiveAnalysisPanel } from '../live/LiveAnalysisPanel';

const TABS = [
  { key: 'live', label: 'Live Analysis' },
  { key: 'analyzer', label: 'Swing Analyzer' },
  { key: 'history', label: 'Analysis History' },
  { key: 'progress', label: 'Progress Tracking' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/** The four dashboard tabs; the open one is kept in ?tab= so links and the back button land on it. */
export function DashboardTabs({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'analyzer';
  const open = (key: TabKey) => setParams({ tab: key }, { replace: true, preventScrollReset: true });

  return (
    <Tabs tabs={TABS} active={active} onChange={open} label="Dashboard sections">
      {active === 'live' && (
        <RequirePlanFeature feature="liveAnalysis">
          <LiveAnalysisPanel />
        </RequirePlanFeature>
      )}
      {active === 'analyzer' && <UploadWidget />}
      {active === 'history' && <AnalysisHistory onStartAnalysis={() => open('analyzer')} />}
      {active === 'progress' && <ProgressTracking userId={userId} />}
    </Tabs>
  );
}
