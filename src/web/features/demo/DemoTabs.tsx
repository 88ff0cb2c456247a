import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DemoAnalysis } from '../../../shared/demo';
import { unjudgedAreas, unmeasuredAreas } from '../../../shared/keyMetricsMeasured';
import { profileWizardSteps } from '../../../shared/profile';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Tabs } from '../../components/ui/Tabs';
import { KeyMetrics } from '../analysis/result/KeyMetrics';
import { ResultView } from '../analysis/result/ResultView';
import { ScoreSummary } from '../analysis/result/ScoreSummary';

const TABS = [
  { key: 'live', label: 'Real-Time Analysis' },
  { key: 'ai', label: 'AI Analysis' },
  { key: 'profile', label: 'Profile Setup' },
  { key: 'analytics', label: 'Analytics' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function JoinLink() {
  return (
    <Link to={ROUTES.subscribe.path} className={buttonClasses('gold', 'md', 'mt-4')}>
      Join Premium
    </Link>
  );
}

/** The demo's four tabs (spec §2) over the engine's analysis of the demo swing; nothing can be uploaded or saved. */
export function DemoTabs({ analyses }: { analyses: DemoAnalysis[] }) {
  const [tab, setTab] = useState<TabKey>('ai');
  const [first] = analyses;
  if (!first) return null;

  return (
    <Tabs tabs={TABS} active={tab} onChange={setTab} label="Demo sections">
      {tab === 'live' && (
        <Card className="text-center">
          <h2 className="text-2xl font-semibold text-fairway-900">Real-time analysis needs your camera and an account</h2>
          <p className="mx-auto mt-2 max-w-lg text-ink/70">
            Members point a phone or webcam at their swing and get coaching cues as they practise. The demo cannot open a camera for you; the AI Analysis tab
            shows what the same engine makes of a recorded swing.
          </p>
          <JoinLink />
        </Card>
      )}
      {tab === 'ai' && (
        <div className="space-y-4">
          <Card>
            <h2 className="text-xl font-semibold text-fairway-900">{first.title}</h2>
            <p className="mt-1 text-ink/70">{first.description}</p>
          </Card>
          <ResultView analysis={first.analysis} />
        </div>
      )}
      {tab === 'profile' && (
        <Card>
          <h2 className="text-2xl font-semibold text-fairway-900">A six-step golf profile</h2>
          <p className="mt-2 text-ink/70">Members tell us about their game once; every analysis and drill is then chosen for them.</p>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2">
            {profileWizardSteps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-fairway-50 p-4">
                <span className="text-sm font-semibold text-gold-700">Step {index + 1}</span>
                <p className="font-semibold text-fairway-900">{step.title}</p>
              </li>
            ))}
          </ol>
          <JoinLink />
        </Card>
      )}
      {tab === 'analytics' && (
        <div className="space-y-4">
          <ScoreSummary analysis={first.analysis} />
          <KeyMetrics
            metrics={first.analysis.analysisResults.keyMetrics}
            notMeasured={unmeasuredAreas(first.analysis.analysisResults)}
            notJudged={unjudgedAreas(first.analysis.analysisResults)}
          />
        </div>
      )}
    </Tabs>
  );
}
