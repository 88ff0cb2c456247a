import { Button } from '../../components/ui/Button';
import { coachPanel } from './coachStore';

/** On a result page: opens the coach with this analysis in context, so "this swing" means this one. */
export function AskCoachButton({ analysisId, label }: { analysisId: string; label: string }) {
  return (
    <Button variant="gold" size="sm" onClick={() => coachPanel.askAbout({ id: analysisId, label })}>
      Ask the coach about this swing
    </Button>
  );
}
