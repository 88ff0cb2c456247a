import { useState } from 'react';
import { swingEventNameSchema, type SwingEvent, type SwingEventName } from '../../../../shared/analysis';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { EVENT_LABELS } from '../player/events';
import { moveBounds, type FrameRange } from '../player/markerDrag';

interface SetEventHereProps {
  events: readonly SwingEvent[];
  /** The frame on screen. */
  frame: number;
  playing: boolean;
  range: FrameRange;
  pending: boolean;
  onMove: (name: SwingEventName, frame: number) => void;
  /** The position picked at first (Top unless the page asks the member to move another). */
  initial?: SwingEventName;
}

/**
 * The keyboard- and thumb-friendly way to move an event: pause on the frame, pick the position,
 * "Set Top here". Says why it cannot when the video plays or the frame would break swing order.
 */
export function SetEventHere({ events, frame, playing, range, pending, onMove, initial = 'top' }: SetEventHereProps) {
  const [name, setName] = useState<SwingEventName>(initial);
  const current = events.find((event) => event.name === name);
  const bounds = moveBounds(events, name, range);
  const label = EVENT_LABELS[name];
  let hint: string | null = null;
  if (playing) hint = 'Pause on the frame first.';
  else if (current?.frame === frame) hint = `${label} is on this frame.`;
  else if (frame < bounds.min || frame > bounds.max) hint = `${label} can go on frames ${bounds.min}–${bounds.max}, to keep the swing's order.`;

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-fairway-50 p-3">
      <label className="flex items-center gap-2 text-sm text-ink/80">
        <span>Position</span>
        <Select value={name} onChange={(event) => setName(swingEventNameSchema.parse(event.target.value))} className="h-9 w-auto py-1">
          {events.map((event) => (
            <option key={event.name} value={event.name}>
              {EVENT_LABELS[event.name]}
            </option>
          ))}
        </Select>
      </label>
      <Button size="sm" disabled={hint !== null || pending} onClick={() => onMove(name, frame)}>
        Set {label} here
      </Button>
      <p className="w-full text-xs text-ink/70" aria-live="polite">
        {pending ? 'Measuring your swing again…' : (hint ?? `Frame ${frame}: moves ${label} from frame ${current?.frame ?? '–'}. You can also drag a marker.`)}
      </p>
    </div>
  );
}
