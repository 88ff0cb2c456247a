import type { SwingEventName } from '../../../shared/analysis';
import type { CoachComment } from '../../../shared/clubs';
import { describeShape } from '../../../shared/drawings';
import { Button } from '../../components/ui/Button';
import { EVENT_LABELS } from '../analysis/player/events';
import { DrawingLayer } from '../analysis/drawings/DrawingLayer';

interface CoachNotesListProps {
  notes: CoachComment[];
  /** Width / height of the frame, so an angle reads in real degrees. */
  aspect: number;
  /** The key-position images of the analysis: a note at an event shows its drawing on that image. */
  thumbnails?: Partial<Record<SwingEventName, string>>;
  onShow?: (frame: number) => void;
}

function NoteFrame({ note, src, aspect }: { note: CoachComment; src: string; aspect: number }) {
  return (
    <div className="relative w-28 shrink-0 overflow-hidden rounded-lg bg-fairway-900" style={{ aspectRatio: aspect }}>
      <img src={src} alt={`Frame ${note.frame}`} className="absolute inset-0 h-full w-full object-contain" />
      <DrawingLayer shapes={note.drawing ? [note.drawing] : []} aspect={aspect} />
    </div>
  );
}

/** A coach's notes on one swing, in frame order, each with its frame, event, drawing and author. */
export function CoachNotesList({ notes, aspect, thumbnails, onShow }: CoachNotesListProps) {
  return (
    <ol className="space-y-3">
      {notes.map((note) => {
        const image = note.event ? thumbnails?.[note.event] : undefined;
        return (
          <li key={note.id} className="flex gap-3 rounded-xl border border-fairway-100 bg-white p-3" data-testid="coach-note">
            {image && <NoteFrame note={note} src={image} aspect={aspect} />}
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-fairway-700">
                Frame {note.frame}
                {note.event && ` · ${EVENT_LABELS[note.event]}`}
                {note.drawing && ` · ${describeShape(note.drawing, aspect).toLowerCase()}`}
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{note.text}</p>
              <p className="mt-1 text-xs text-ink/70">
                {note.authorName} · {new Date(note.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}
              </p>
            </div>
            {onShow && (
              <Button variant="ghost" size="sm" onClick={() => onShow(note.frame)}>
                Show
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
