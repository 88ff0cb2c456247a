import { useRef, useState, type PointerEvent } from 'react';
import type { SwingEvent, SwingEventName } from '../../../../shared/analysis';
import { cn } from '../../../lib/cn';
import { EVENT_LABELS, formatSeconds } from './events';
import { DRAG_THRESHOLD_PX, draggedFrame, moveBounds, withEventAt, type FrameRange } from './markerDrag';
import { layoutMarkers, MARKER, MARKER_LABELS } from './markerLayout';
import { useElementWidth } from './useElementWidth';
import { KEEP_CLEAR } from '../../../lib/keepClear';

/** Room under the lowest row of chips for the stems to reach the track. */
const STEM = 10;

interface TimelineProps {
  durationSeconds: number;
  currentSeconds: number;
  events: SwingEvent[];
  onSeek: (seconds: number) => void;
  label: string;
  /** Given, the chips can be dragged to another frame (the member's own swing). */
  adjust?: { fps: number; range: FrameRange; onMove: (name: SwingEventName, frame: number) => void };
  /** Events the engine is unsure of: their chips are marked and say so. */
  flagged?: ReadonlySet<SwingEventName>;
}

interface Drag {
  name: SwingEventName;
  pointerId: number;
  startX: number;
  frame: number;
  moved: boolean;
}

/**
 * A scrubber with the swing's events above it: each a labelled chip big enough to tap, in rows so
 * that none covers another, with a tick on the track where the event is. A chip seeks to its event;
 * with `adjust`, dragging it sideways moves the event (the video follows the chip), within the
 * frames swing order allows.
 */
export function Timeline({ durationSeconds, currentSeconds, events, onSeek, label, adjust, flagged }: TimelineProps) {
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  const trackRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(trackRef);
  const [drag, setDrag] = useState<Drag | null>(null);
  // A drag ends with a click on the chip; that click must not jump back to the old frame.
  const dragJustEnded = useRef(false);
  const shown = adjust && drag?.moved ? withEventAt(events, drag.name, drag.frame, adjust.fps) : events;
  const placed = layoutMarkers(shown, duration, width);

  const startDrag = (event: PointerEvent<HTMLButtonElement>, swingEvent: SwingEvent) => {
    if (!adjust || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ name: swingEvent.name, pointerId: event.pointerId, startX: event.clientX, frame: swingEvent.frame, moved: false });
  };
  const continueDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!adjust || !drag || drag.pointerId !== event.pointerId) return;
    if (!drag.moved && Math.abs(event.clientX - drag.startX) < DRAG_THRESHOLD_PX) return;
    const left = trackRef.current?.getBoundingClientRect().left ?? 0;
    const frame = draggedFrame(event.clientX - left, width, duration, adjust.fps, moveBounds(events, drag.name, adjust.range));
    if (frame !== drag.frame) onSeek((frame + 0.5) / adjust.fps);
    setDrag({ ...drag, frame, moved: true });
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!adjust || !drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    if (!drag.moved) return;
    dragJustEnded.current = true;
    const original = events.find((candidate) => candidate.name === drag.name);
    if (original && original.frame !== drag.frame) adjust.onMove(drag.name, drag.frame);
  };
  const lanes = placed.reduce((n, p) => Math.max(n, p.lane + 1), 0);
  const rowHeight = MARKER.height + MARKER.gap;
  const height = lanes * rowHeight + STEM;

  return (
    // The floating coach button steps aside rather than cover the chips (useKeepClear).
    <div ref={trackRef} className="relative mx-2" {...KEEP_CLEAR}>
      <div className="relative" style={{ height }}>
        {/* The stems from each chip down to its event's place on the track, slanted where the chip had to slide aside. */}
        <svg aria-hidden className="pointer-events-none absolute inset-0 overflow-visible" width={width} height={height}>
          {placed.map(({ event, at, left, lane, width: chip }) => (
            <line
              key={event.name}
              x1={left + chip / 2}
              y1={height - lane * rowHeight - STEM}
              x2={at}
              y2={height}
              className="stroke-gold-500/70"
              strokeWidth={1}
            />
          ))}
        </svg>
        {placed.map(({ event, left, lane, width: chip }) => {
          const seconds = event.timeMs / 1000;
          const bottom = lane * rowHeight + STEM;
          const unsure = flagged?.has(event.name) ?? false;
          return (
            <div key={event.name}>
              <button
                type="button"
                data-testid="event-marker"
                title={`${EVENT_LABELS[event.name]} · ${formatSeconds(seconds)}`}
                aria-label={`Go to ${EVENT_LABELS[event.name]} (${formatSeconds(seconds)})${unsure ? ', not sure — check it' : ''}`}
                data-unsure={unsure || undefined}
                onClick={() => {
                  if (dragJustEnded.current) dragJustEnded.current = false;
                  else onSeek(seconds);
                }}
                onPointerDown={(pointer) => startDrag(pointer, event)}
                onPointerMove={continueDrag}
                onPointerUp={endDrag}
                onPointerCancel={() => setDrag(null)}
                className={cn(
                  'absolute z-10 flex items-center justify-center whitespace-nowrap rounded-full border border-gold-500 bg-white font-semibold leading-none tracking-tight text-fairway-900 shadow-sm hover:bg-gold-300/40 focus-visible:outline-2 focus-visible:outline-gold-500',
                  // A narrowed chip (a phone's track) keeps "Downswing" inside it.
                  chip < MARKER.width ? 'px-0.5 text-[10px]' : 'px-1 text-[11px]',
                  adjust && 'touch-none cursor-grab',
                  drag?.moved && drag.name === event.name && 'cursor-grabbing bg-gold-300',
                  unsure && 'border-2 border-dashed border-red-700 text-red-800',
                )}
                style={{ left, bottom, width: chip, height: MARKER.height }}
              >
                {MARKER_LABELS[event.name]}
                {unsure && <span aria-hidden className="absolute -right-1 -top-1 size-2.5 rounded-full bg-red-700 ring-2 ring-white" />}
              </button>
            </div>
          );
        })}
      </div>
      <input
        type="range"
        aria-label={label}
        min={0}
        max={duration}
        step="any"
        value={Math.min(currentSeconds, duration)}
        onChange={(event) => onSeek(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-gold-500"
      />
    </div>
  );
}
