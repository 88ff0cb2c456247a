import { useRef, useState, type FormEvent } from 'react';
import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { COMMENT_MAX, coachCommentBodySchema } from '../../../shared/clubs';
import { pathTo, ROUTES } from '../../../shared/routes';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Textarea } from '../../components/ui/Textarea';
import { useTrack } from '../analysis/api';
import { DrawingLayer } from '../analysis/drawings/DrawingLayer';
import { DrawingTools } from '../analysis/drawings/DrawingTools';
import { inputLabel, useDrawingInput, type DrawingTool } from '../analysis/drawings/useDrawingInput';
import { EVENT_LABELS } from '../analysis/player/events';
import { PlaybackControls } from '../analysis/player/PlaybackControls';
import { aspectOf } from '../analysis/player/poseTrack';
import { SkeletonVideo } from '../analysis/player/SkeletonVideo';
import { Timeline } from '../analysis/player/Timeline';
import { usePlayback } from '../analysis/player/usePlayback';
import { useSwingTrace } from '../analysis/trace/useSwingTrace';
import { useAddCoachNote, useCoachNotes } from './api';
import { CoachNotesList } from './CoachNotesList';

const TOOLS: readonly DrawingTool[] = ['none', 'line', 'angle', 'circle', 'freehand'];

/**
 * /club/review/:analysisId for the owner and coaches: the member's swing in the frame-by-frame
 * player; a note is tied to the frame on screen (and the event at it), optionally with a drawing on
 * that frame (the member's own drawing layer and tools). The swing trace is drawn as on the member's
 * result page (same layer, same switches), so coach and member look at the same path.
 */
export function CoachReview({ detail }: { detail: SwingAnalysisDetail }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const track = useTrack(detail.trackUrl).data ?? null;
  const footage = detail.analysis?.analysisResults.footage;
  const playback = usePlayback(videoRef, track, 0.25, footage);
  const notes = useCoachNotes(detail.id);
  const addNote = useAddCoachNote(detail.id);
  const drawingInput = useDrawingInput('none');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const events = detail.analysis?.analysisResults.events ?? [];
  const frame = playback.controls.frame;
  const event = events.find((candidate) => candidate.frame === frame)?.name ?? null;
  const aspect = aspectOf(track ?? footage);
  const trace = useSwingTrace(track, events, { view: detail.analysis?.analysisResults.view, timing: detail.analysis?.analysisResults.timing });
  const view = { frame, fps: playback.fps, playing: playback.state.playing, aspect, seek: playback.seek };
  const { tool, shape: drawing } = drawingInput;
  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    const parsed = coachCommentBodySchema.safeParse({ frame, event, text, drawing });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (tool !== 'none' && !drawing) return setError(`Finish the ${tool} on the frame, or choose No drawing.`);
    setError(undefined);
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        drawingInput.pickTool('none');
      },
    });
  };

  if (!detail.videoUrl || detail.mediaKind !== 'video') return <Card>This analysis was made from a photo: there are no frames to review.</Card>;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card className="space-y-3 p-3 sm:p-4">
        <div tabIndex={0} onKeyDown={playback.onKeyDown} aria-label="Swing player: arrow keys step one frame" className="space-y-3 rounded-2xl">
          <SkeletonVideo
            src={detail.videoUrl}
            track={track}
            videoRef={videoRef}
            showSkeleton={playback.controls.showSkeleton}
            label="The member's swing video"
            footage={footage}
            overlay={
              <>
                {trace?.overlay?.(view)}
                <DrawingLayer
                  shapes={[]}
                  draft={tool === 'none' ? undefined : { kind: tool, points: drawingInput.points }}
                  aspect={aspect}
                  input={drawingInput.input}
                  label={inputLabel(tool)}
                />
              </>
            }
          />
          <Timeline
            durationSeconds={playback.state.durationSeconds}
            currentSeconds={playback.state.currentSeconds}
            events={events}
            onSeek={playback.seek}
            label="Swing timeline"
          />
          <PlaybackControls {...playback.controls} />
          {trace?.panel?.(view)}
        </div>
      </Card>
      <div className="space-y-6">
        <Card>
          <h2 className="text-lg font-semibold text-fairway-900">Note on this frame</h2>
          <p className="mt-1 text-sm text-ink/70" aria-live="polite">
            Frame {frame}
            {event && ` · ${EVENT_LABELS[event]}`}. Step with ← and → to the frame the note is about.
          </p>
          <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
            <DrawingTools state={drawingInput} aspect={aspect} tools={TOOLS} />
            <label htmlFor="coach-note" className="sr-only">
              Note
            </label>
            <Textarea
              id="coach-note"
              value={text}
              maxLength={COMMENT_MAX}
              rows={4}
              onChange={(change) => setText(change.target.value)}
              placeholder="What should the golfer notice at this frame?"
            />
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" disabled={addNote.isPending || !text.trim()}>
              {addNote.isPending ? 'Saving...' : 'Save note'}
            </Button>
          </form>
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-fairway-900">Notes on this swing</h2>
          {notes.data && notes.data.length > 0 ? (
            <CoachNotesList notes={notes.data} aspect={aspect} thumbnails={detail.thumbnails} onShow={(noteFrame) => playback.seek(noteFrame / playback.fps)} />
          ) : (
            <p className="text-ink/70">No notes yet.</p>
          )}
        </Card>
      </div>
    </div>
  );
}

export function reviewHref(analysisId: string): string {
  return pathTo(ROUTES.clubReview.path, { analysisId });
}
