import { useRef, useState, type FormEvent } from 'react';
import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { COMMENT_MAX, coachCommentBodySchema, drawingAngle, type CoachDrawing } from '../../../shared/clubs';
import { pathTo, ROUTES } from '../../../shared/routes';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Textarea } from '../../components/ui/Textarea';
import { cn } from '../../lib/cn';
import { useTrack } from '../analysis/api';
import { EVENT_LABELS } from '../analysis/player/events';
import { PlaybackControls } from '../analysis/player/PlaybackControls';
import { SkeletonVideo } from '../analysis/player/SkeletonVideo';
import { Timeline } from '../analysis/player/Timeline';
import { usePlayback } from '../analysis/player/usePlayback';
import { useAddCoachNote, useCoachNotes } from './api';
import { CoachNotesList } from './CoachNotesList';
import { DrawingLayer } from './DrawingLayer';

type Tool = 'none' | 'line' | 'angle';
const POINTS: Record<Tool, number> = { none: 0, line: 2, angle: 3 };
const TOOLS: { key: Tool; label: string }[] = [
  { key: 'none', label: 'No drawing' },
  { key: 'line', label: 'Line' },
  { key: 'angle', label: 'Angle' },
];

type Point = { x: number; y: number };

function toDrawing(tool: Tool, points: Point[]): CoachDrawing | null {
  if (tool === 'line' && points.length === 2) return { kind: 'line', points: [points[0]!, points[1]!] };
  if (tool === 'angle' && points.length === 3) return { kind: 'angle', points: [points[0]!, points[1]!, points[2]!] };
  return null;
}

/**
 * /club/review/:analysisId for the owner and coaches: the member's swing in the frame-by-frame
 * player; a note is tied to the frame on screen (and the event at it), optionally with a line or
 * an angle clicked onto that frame.
 */
export function CoachReview({ detail }: { detail: SwingAnalysisDetail }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const track = useTrack(detail.trackUrl).data ?? null;
  const playback = usePlayback(videoRef, track, 0.25);
  const notes = useCoachNotes(detail.id);
  const addNote = useAddCoachNote(detail.id);
  const [tool, setTool] = useState<Tool>('none');
  const [points, setPoints] = useState<Point[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const events = detail.analysis?.analysisResults.events ?? [];
  const frame = playback.controls.frame;
  const event = events.find((candidate) => candidate.frame === frame)?.name ?? null;
  const aspect = track ? track.width / track.height : 16 / 9;
  const drawing = toDrawing(tool, points);

  const pickTool = (next: Tool) => {
    setTool(next);
    setPoints([]);
  };
  const addPoint = (point: Point) => setPoints((current) => (current.length >= POINTS[tool] ? [point] : [...current, point]));
  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    const parsed = coachCommentBodySchema.safeParse({ frame, event, text, drawing });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (tool !== 'none' && !drawing) return setError(`Click ${POINTS[tool]} points on the frame for the ${tool}, or choose No drawing.`);
    setError(undefined);
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setPoints([]);
        setTool('none');
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
            overlay={<DrawingLayer points={points} onPoint={tool === 'none' ? undefined : addPoint} label={`Click to draw the ${tool}`} />}
          />
          <Timeline
            durationSeconds={playback.state.durationSeconds}
            currentSeconds={playback.state.currentSeconds}
            events={events}
            onSeek={playback.seek}
            label="Swing timeline"
          />
          <PlaybackControls {...playback.controls} />
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
            <div role="group" aria-label="Drawing" className="flex flex-wrap gap-2">
              {TOOLS.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  aria-pressed={tool === option.key}
                  onClick={() => pickTool(option.key)}
                  className={cn(
                    'rounded-lg px-3 py-1.5 text-sm font-semibold',
                    tool === option.key ? 'bg-fairway-800 text-cream' : 'bg-fairway-50 text-fairway-800 hover:bg-fairway-100',
                  )}
                >
                  {option.label}
                </button>
              ))}
            </div>
            {tool !== 'none' && (
              <p className="text-sm text-ink/70">
                {drawing?.kind === 'angle'
                  ? `Angle: ${drawingAngle(drawing.points, aspect, 1)}°`
                  : drawing
                    ? 'Line drawn.'
                    : `Click ${POINTS[tool] - points.length} more point${POINTS[tool] - points.length === 1 ? '' : 's'} on the frame${tool === 'angle' ? ' (the corner second)' : ''}.`}
              </p>
            )}
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
