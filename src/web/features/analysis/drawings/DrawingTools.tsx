import { CLICK_POINTS, describeShape } from '../../../../shared/drawings';
import { cn } from '../../../lib/cn';
import type { DrawingInputState, DrawingTool } from './useDrawingInput';

const TOOL_LABELS: Record<DrawingTool, string> = { none: 'No drawing', line: 'Line', angle: 'Angle', circle: 'Circle', freehand: 'Free-hand' };
const HOW: Record<Exclude<DrawingTool, 'none' | 'freehand'>, string> = {
  line: 'its two ends',
  angle: 'three points, the corner second',
  circle: 'the centre, then a point on the edge',
};

/** The tool buttons and a line saying what to do next (or what was drawn: an angle in degrees). */
export function DrawingTools({ state, aspect, tools }: { state: DrawingInputState; aspect: number; tools: readonly DrawingTool[] }) {
  const { tool, points, shape } = state;
  let hint: string | null = null;
  if (shape) hint = `${describeShape(shape, aspect)} drawn.`;
  else if (tool === 'freehand') hint = 'Drag on the frame to draw.';
  else if (tool !== 'none') {
    const left = CLICK_POINTS[tool] - points.length;
    hint = `Click ${HOW[tool]} on the frame (${left} more).`;
  }
  return (
    <div className="space-y-2">
      <div role="group" aria-label="Drawing tool" className="flex flex-wrap gap-2">
        {tools.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={tool === option}
            onClick={() => state.pickTool(option)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold',
              tool === option ? 'bg-fairway-800 text-cream' : 'bg-fairway-50 text-fairway-800 hover:bg-fairway-100',
            )}
          >
            {TOOL_LABELS[option]}
          </button>
        ))}
      </div>
      {hint && (
        <p className="text-sm text-ink/70" aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
