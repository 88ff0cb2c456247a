import { useRef, useState } from 'react';
import { CLICK_POINTS, type DrawingKind, type DrawingPoint, type DrawingShape } from '../../../../shared/drawings';
import { extendStroke, toShape } from './shapes';

export type DrawingTool = DrawingKind | 'none';

/** What the drawing layer calls as the pointer goes down, moves and comes up on the frame. */
export interface DrawingInput {
  start: (point: DrawingPoint) => void;
  move: (point: DrawingPoint) => void;
  end: () => void;
}

/**
 * The shape being drawn: a line, angle or circle by clicking its points (a click after the last
 * starts again), a free-hand stroke by dragging. The member's drawings and the coach's notes both
 * draw with it.
 */
export function useDrawingInput(initial: DrawingTool) {
  const [tool, setTool] = useState<DrawingTool>(initial);
  const [points, setPoints] = useState<DrawingPoint[]>([]);
  const stroking = useRef(false);

  const input: DrawingInput | undefined =
    tool === 'none'
      ? undefined
      : tool === 'freehand'
        ? {
            start: (point) => {
              stroking.current = true;
              setPoints([point]);
            },
            move: (point) => {
              if (stroking.current) setPoints((current) => extendStroke(current, point));
            },
            end: () => {
              stroking.current = false;
            },
          }
        : {
            start: (point) => setPoints((current) => (current.length >= CLICK_POINTS[tool] ? [point] : [...current, point])),
            move: () => undefined,
            end: () => undefined,
          };

  return {
    tool,
    points,
    shape: tool === 'none' ? null : toShape(tool, points),
    input,
    pickTool: (next: DrawingTool) => {
      setTool(next);
      setPoints([]);
    },
    /** Puts a saved shape back under the pointer, to be redrawn or kept. */
    load: (shape: DrawingShape) => {
      setTool(shape.kind);
      setPoints([...shape.points]);
    },
    clear: () => setPoints([]),
  };
}

export type DrawingInputState = ReturnType<typeof useDrawingInput>;

/** The accessible name of the frame while a tool draws on it. */
export function inputLabel(tool: DrawingTool): string {
  return tool === 'freehand' ? 'Drag to draw free-hand' : `Click to draw the ${tool}`;
}
