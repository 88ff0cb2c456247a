import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { Card } from '../../components/ui/Card';
import { useMyClub } from '../../lib/clubBranding';
import { useTrack } from '../analysis/api';
import { aspectOf } from '../analysis/player/poseTrack';
import { useCoachNotes } from './api';
import { CoachNotesList } from './CoachNotesList';

/** On the member's result page: their coach's notes on this swing, when they are in a club and have any. */
export function CoachNotesCard({ detail }: { detail: SwingAnalysisDetail }) {
  const { club } = useMyClub();
  const notes = useCoachNotes(detail.id);
  const track = useTrack(detail.trackUrl).data;
  if (!club || !notes.data || notes.data.length === 0) return null;
  const aspect = aspectOf(track ?? detail.analysis?.analysisResults.footage);
  return (
    <Card aria-label="Coach notes" style={{ borderLeft: `6px solid ${club.branding.primaryColor ?? '#165238'}` }}>
      <h2 className="text-xl font-semibold text-fairway-900">Notes from your coach</h2>
      <p className="mb-3 text-sm text-ink/70">{club.name}</p>
      <CoachNotesList notes={notes.data} aspect={aspect} thumbnails={detail.thumbnails} />
    </Card>
  );
}
