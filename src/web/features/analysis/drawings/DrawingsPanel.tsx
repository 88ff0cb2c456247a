import { useState, type FormEvent } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import { describeShape, DRAWING_LABEL_MAX, DRAWINGS_PER_ANALYSIS, type Drawing } from '../../../../shared/drawings';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { messageOf } from '../../../lib/api';
import { EVENT_LABELS } from '../player/events';
import type { PlayerView } from '../player/layers';
import type { useDrawingChanges } from './api';
import { DrawingTools } from './DrawingTools';
import type { DrawingInputState, DrawingTool } from './useDrawingInput';

const TOOLS: readonly DrawingTool[] = ['none', 'line', 'angle', 'circle', 'freehand'];

interface DrawingsPanelProps {
  view: PlayerView;
  events: readonly SwingEvent[];
  drawings: readonly Drawing[];
  input: DrawingInputState;
  changes: ReturnType<typeof useDrawingChanges>;
  editing: Drawing | null;
  onEdit: (drawing: Drawing | null) => void;
}

/**
 * Below the player: pick a tool, draw on the paused frame, label and save it (tied to the swing
 * position at that frame, if any, so it follows the position when it is moved); the list of the
 * member's drawings with Show, Edit and Delete.
 */
export function DrawingsPanel({ view, events, drawings, input, changes, editing, onEdit }: DrawingsPanelProps) {
  const [label, setLabel] = useState('');
  const event = events.find((candidate) => candidate.frame === view.frame)?.name ?? null;
  const error = changes.save.error ?? changes.remove.error;

  const stop = () => {
    input.pickTool('none');
    setLabel('');
    onEdit(null);
    changes.save.reset();
  };
  const show = (drawing: Drawing) => view.seek(drawing.frame / view.fps);
  const edit = (drawing: Drawing) => {
    show(drawing);
    input.load(drawing.shape);
    setLabel(drawing.label);
    onEdit(drawing);
  };
  const save = (submit: FormEvent) => {
    submit.preventDefault();
    if (!input.shape) return;
    const body = { frame: view.frame, event, shape: input.shape, label };
    changes.save.mutate({ id: editing?.id ?? null, body }, { onSuccess: stop });
  };

  return (
    <section aria-label="Your drawings" className="space-y-3 rounded-xl border border-fairway-100 bg-fairway-50/40 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-fairway-900">{editing ? 'Change the drawing' : 'Draw on this frame'}</h2>
        <p className="text-sm text-ink/70" aria-live="polite">
          Frame {view.frame}
          {event && ` · ${EVENT_LABELS[event]}`}
        </p>
      </div>
      <DrawingTools state={input} aspect={view.aspect} tools={TOOLS} />
      {input.shape && (
        <form onSubmit={save} className="flex flex-wrap items-center gap-2" noValidate>
          <label htmlFor="drawing-label" className="sr-only">
            Label (optional)
          </label>
          <Input
            id="drawing-label"
            value={label}
            maxLength={DRAWING_LABEL_MAX}
            onChange={(change) => setLabel(change.target.value)}
            placeholder="Label (optional), e.g. lead arm"
            className="h-10 min-w-0 flex-1 basis-48"
          />
          <Button type="submit" size="sm" disabled={changes.save.isPending}>
            {changes.save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Save drawing'}
          </Button>
          <Button variant="ghost" size="sm" onClick={stop}>
            Cancel
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(error)}
        </p>
      )}
      {drawings.length > 0 && (
        <ol className="space-y-2" aria-label="Drawings on this swing">
          {drawings.map((drawing) => (
            <li key={drawing.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 text-sm" data-testid="member-drawing">
              <span className="min-w-0 flex-1 basis-44">
                <span className="font-semibold text-fairway-800">{drawing.event ? EVENT_LABELS[drawing.event] : `Frame ${drawing.frame}`}</span>
                {` · ${describeShape(drawing.shape, view.aspect)}`}
                {drawing.label && ` · ${drawing.label}`}
              </span>
              <Button variant="ghost" size="sm" onClick={() => show(drawing)}>
                Show
              </Button>
              <Button variant="ghost" size="sm" onClick={() => edit(drawing)} aria-label={`Edit ${describeShape(drawing.shape, view.aspect)}`}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={changes.remove.isPending}
                onClick={() => changes.remove.mutate(drawing.id, { onSuccess: () => editing?.id === drawing.id && stop() })}
                aria-label={`Delete ${describeShape(drawing.shape, view.aspect)}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ol>
      )}
      {drawings.length >= DRAWINGS_PER_ANALYSIS && (
        <p className="text-sm text-ink/70">A swing keeps {DRAWINGS_PER_ANALYSIS} drawings: delete one to add another.</p>
      )}
    </section>
  );
}
