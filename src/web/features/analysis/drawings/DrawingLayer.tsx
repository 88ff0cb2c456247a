import type { PointerEvent } from 'react';
import { drawingAngle, type DrawingKind, type DrawingPoint, type DrawingShape } from '../../../../shared/drawings';
import { pointIn } from './shapes';
import type { DrawingInput } from './useDrawingInput';

// White on a dark edge: apart from the gold skeleton and readable on grass, sky and clothes.
const STROKE = '#ffffff';
const EDGE = 'rgba(8, 30, 20, 0.7)';

interface DrawingLayerProps {
  /** Finished shapes on this frame. */
  shapes: readonly DrawingShape[];
  /** The shape being drawn, as far as it goes. */
  draft?: { kind: DrawingKind; points: readonly DrawingPoint[] };
  /** Width / height of the frame: circles stay round and angles read in real degrees. */
  aspect: number;
  /** Given, the pointer draws on the frame. */
  input?: DrawingInput;
  label?: string;
}

/**
 * The one drawing layer (decision 3300): a member's drawings and a coach's note drawings over a
 * frame, in 0..1 of the frame's box (the box has the video's aspect ratio, so the points land on
 * the same spot at any size). Angles show their degrees at the corner.
 */
export function DrawingLayer({ shapes, draft, aspect, input, label }: DrawingLayerProps) {
  const at = (event: PointerEvent<SVGSVGElement>) => pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
  const down = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    input?.start(at(event));
  };
  const angles = [...shapes, ...(draft ? [draft] : [])].flatMap((shape) => {
    const degrees = shape.kind === 'angle' ? drawingAngle(shape.points, aspect, 1) : null;
    return degrees === null ? [] : [{ at: shape.points[1]!, degrees }];
  });
  return (
    <div className={input ? 'absolute inset-0' : 'pointer-events-none absolute inset-0'} data-testid="drawing-layer">
      <svg
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        className={input ? 'h-full w-full cursor-crosshair touch-none' : 'h-full w-full'}
        onPointerDown={input ? down : undefined}
        onPointerMove={input ? (event) => input.move(at(event)) : undefined}
        onPointerUp={input?.end}
        onPointerCancel={input?.end}
        role={input ? 'img' : undefined}
        aria-label={label}
        aria-hidden={input ? undefined : true}
      >
        {shapes.map((shape, index) => (
          <ShapeMark key={index} shape={shape} aspect={aspect} />
        ))}
        {draft && <ShapeMark shape={draft} aspect={aspect} draft />}
      </svg>
      {angles.map((angle, index) => (
        <span
          key={index}
          className="pointer-events-none absolute -translate-y-full rounded bg-fairway-900/85 px-1.5 py-0.5 text-xs font-semibold text-white"
          style={{ left: `${angle.at.x * 100}%`, top: `${angle.at.y * 100}%` }}
          data-testid="drawing-angle"
        >
          {angle.degrees}°
        </span>
      ))}
    </div>
  );
}

function ShapeMark({ shape, aspect, draft = false }: { shape: { kind: DrawingKind; points: readonly DrawingPoint[] }; aspect: number; draft?: boolean }) {
  const [first, second] = shape.points;
  const dots = draft && shape.kind !== 'freehand' ? shape.points : [];
  const outline = (color: string, width: number) => {
    const stroke = {
      fill: 'none',
      stroke: color,
      strokeWidth: width,
      vectorEffect: 'non-scaling-stroke',
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    } as const;
    if (shape.kind === 'circle' && first && second) return <ellipse cx={first.x} cy={first.y} {...circleRadii(first, second, aspect)} {...stroke} />;
    return shape.points.length > 1 && <polyline points={shape.points.map((point) => `${point.x},${point.y}`).join(' ')} {...stroke} />;
  };
  return (
    <g strokeDasharray={draft ? '6 4' : undefined}>
      {outline(EDGE, 6)}
      {outline(STROKE, 3)}
      {dots.map((point, index) => (
        <ellipse
          key={index}
          cx={point.x}
          cy={point.y}
          rx={0.012 / aspect}
          ry={0.012}
          fill={STROKE}
          stroke={EDGE}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

/** A circle through `rim` around `centre` on a frame `aspect` wide per 1 high, as the 0..1 box's radii. */
function circleRadii(centre: DrawingPoint, rim: DrawingPoint, aspect: number): { rx: number; ry: number } {
  const radius = Math.hypot((rim.x - centre.x) * aspect, rim.y - centre.y);
  return { rx: radius / aspect, ry: radius };
}
