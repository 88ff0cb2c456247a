import { EVENT_SHORT_NAMES, type AnalysisResults, type SwingEvent } from '../../../shared/analysis';
import { drawingAngle, type DrawingShape } from '../../../shared/drawings';
import type { Keypoint, PoseTrack } from '../../../shared/poseTrack';
import { MIN_DRAWN_SCORE, SKELETON_BONES, SKELETON_COLOURS, SKELETON_JOINTS } from '../../../shared/skeleton';
import { drawnPoints, drawsPlane, planeLine, runsUpTo, swingTrace, type TraceRun } from '../../../shared/swingTrace';
import { PHASE_COLOURS, PLANE_COLOUR } from '../../../shared/swingTracePhases';
import type { ExportOverlays } from '../../../shared/videoExport';

/**
 * One exported frame's overlay as SVG, in the frame's own pixels: the skeleton (as the player
 * draws it), the swing trace up to this frame (the player's: the same hands' and clubhead's runs
 * from swingTrace, the same confidence and gap rules, coloured by phase, and on a down-the-line
 * view the plane line along the shaft at address), the member's drawings and the names of the
 * swing positions. A drawing or a position's name is on screen for a second from its frame: one
 * frame of a played video is too short to read.
 */

export interface ExportDrawing {
  frame: number;
  shape: DrawingShape;
  label: string;
}
export interface OverlayScene {
  track: PoseTrack;
  events: readonly SwingEvent[];
  /** The camera's view: the plane line is drawn on a down-the-line swing only, as the player draws it. */
  view: AnalysisResults['view'];
  /** The clip's slow motion, as the player's trace takes it (swingTrace). */
  slowMotionFactor?: number;
  drawings: readonly ExportDrawing[];
  overlays: ExportOverlays;
  width: number;
  height: number;
}

/** How long a drawing or a position's name stays on screen from its frame. */
export const HOLD_SECONDS = 1;
const DRAWING_COLOUR = '#ffffff';
const EDGE = 'rgba(8, 30, 20, 0.7)';
const LABEL_BACK = 'rgba(10, 42, 32, 0.85)';

const round = (value: number) => Math.round(value * 10) / 10;
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pose on decoded frame `frame`: between two posed frames each keypoint moves in a straight line (confidence: the lower). */
export function poseAtFrame(track: PoseTrack, frame: number): Keypoint[] | null {
  const { frames } = track;
  if (frames.length === 0) return null;
  const after = frames.findIndex((posed) => posed.frame >= frame);
  if (after === -1) return frames.at(-1)!.keypoints;
  if (after === 0 || frames[after]!.frame === frame) return frames[after]!.keypoints;
  const a = frames[after - 1]!;
  const b = frames[after]!;
  const t = (frame - a.frame) / (b.frame - a.frame);
  return a.keypoints.map((from, index) => {
    const to = b.keypoints[index]!;
    return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, score: Math.min(from.score, to.score) };
  });
}

/** Everything drawn on one frame, with the scene's constant parts worked out once. */
export function overlayPainter(scene: OverlayScene): (frame: number) => string {
  const { width, height, overlays, track } = scene;
  const stroke = Math.max(2, height / 160);
  const fontSize = Math.max(14, Math.round(height / 28));
  const hold = Math.max(1, Math.round(HOLD_SECONDS * (track.fps || 30)));
  const px = (point: { x: number; y: number }) => `${round(point.x * width)},${round(point.y * height)}`;
  const trace = overlays.trace ? swingTrace(track, scene.events, scene.slowMotionFactor) : null;
  const plane = trace && drawsPlane(trace, scene.view) ? planeMark(planeLine(trace.addressShaft), width, height, stroke) : '';
  const held = (from: number, frame: number) => frame >= from && frame < from + hold;

  return (frame) => {
    const parts: string[] = [];
    if (trace) {
      // The player's order: the plane under the paths, the clubhead under the hands.
      parts.push(plane);
      for (const run of [...runsUpTo(trace.club, frame), ...runsUpTo(trace.hands, frame)]) parts.push(tracePath(run, px, stroke));
    }
    if (overlays.skeleton) {
      const pose = poseAtFrame(track, frame);
      if (pose) parts.push(skeleton(pose, px, width, height, stroke));
    }
    if (overlays.drawings) {
      for (const drawing of scene.drawings) if (held(drawing.frame, frame)) parts.push(drawingMarks(drawing, px, width, height, stroke, fontSize));
    }
    if (overlays.events) {
      const shown = scene.events.filter((event) => held(event.frame, frame)).at(-1);
      const size = Math.round(fontSize * 1.4);
      if (shown) parts.push(label(EVENT_SHORT_NAMES[shown.name], fontSize, fontSize + size, size));
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  };
}

/** One run of the trace in its phase's colour, on a dark edge. */
function tracePath(run: TraceRun, px: (point: { x: number; y: number }) => string, stroke: number): string {
  const line = drawnPoints(run).map(px).join(' ');
  const colour = PHASE_COLOURS[run.phase];
  return (
    `<polyline points="${line}" fill="none" stroke="${EDGE}" stroke-width="${round(stroke + 2)}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<polyline points="${line}" fill="none" stroke="${colour}" stroke-width="${round(stroke)}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

/** The plane line, dashed, on a dark edge like the paths. */
function planeMark({ from, to }: ReturnType<typeof planeLine>, width: number, height: number, stroke: number): string {
  const dash = `stroke-dasharray="${round(stroke * 4)} ${round(stroke * 3)}"`;
  const line = `x1="${round(from.x * width)}" y1="${round(from.y * height)}" x2="${round(to.x * width)}" y2="${round(to.y * height)}"`;
  return `<line ${line} stroke="${EDGE}" stroke-width="${round(stroke + 2)}" ${dash}/><line ${line} stroke="${PLANE_COLOUR}" stroke-width="${round(stroke)}" ${dash}/>`;
}

function skeleton(pose: Keypoint[], px: (point: Keypoint) => string, width: number, height: number, stroke: number): string {
  const seen = (point: Keypoint | undefined): point is Keypoint => Boolean(point && point.score >= MIN_DRAWN_SCORE);
  const bones = SKELETON_BONES.flatMap(([from, to]) => {
    const a = pose[from];
    const b = pose[to];
    return seen(a) && seen(b) ? [`M${px(a)}L${px(b)}`] : [];
  }).join('');
  const radius = round(stroke * 1.3);
  const joints = SKELETON_JOINTS.flatMap((joint) => {
    const point = pose[joint];
    return seen(point)
      ? [
          `<circle cx="${round(point.x * width)}" cy="${round(point.y * height)}" r="${radius}" fill="${SKELETON_COLOURS.joint}" stroke="${SKELETON_COLOURS.bone}" stroke-width="${round(Math.max(1, stroke / 2))}"/>`,
        ]
      : [];
  }).join('');
  return (
    `<path d="${bones}" fill="none" stroke="${SKELETON_COLOURS.shadow}" stroke-width="${round(stroke + 2)}" stroke-linecap="round"/>` +
    `<path d="${bones}" fill="none" stroke="${SKELETON_COLOURS.bone}" stroke-width="${round(stroke)}" stroke-linecap="round"/>` +
    joints
  );
}

/** A drawing as the result page's drawing layer shows it: white on a dark edge, an angle's degrees at its corner, its label beside it. */
function drawingMarks(
  drawing: ExportDrawing,
  px: (point: { x: number; y: number }) => string,
  width: number,
  height: number,
  stroke: number,
  fontSize: number,
): string {
  const { shape } = drawing;
  const outline = (colour: string, strokeWidth: number) => {
    const style = `fill="none" stroke="${colour}" stroke-width="${round(strokeWidth)}" stroke-linejoin="round" stroke-linecap="round"`;
    if (shape.kind === 'circle') {
      const [centre, rim] = shape.points;
      const radius = Math.hypot((rim.x - centre.x) * width, (rim.y - centre.y) * height);
      return `<circle cx="${round(centre.x * width)}" cy="${round(centre.y * height)}" r="${round(radius)}" ${style}/>`;
    }
    return `<polyline points="${shape.points.map(px).join(' ')}" ${style}/>`;
  };
  const marks = [outline(EDGE, stroke * 2), outline(DRAWING_COLOUR, stroke)];
  const first = shape.points[0];
  const small = Math.round(fontSize * 0.8);
  if (shape.kind === 'angle') {
    const degrees = drawingAngle(shape.points, width, height);
    if (degrees !== null) marks.push(label(`${degrees}°`, shape.points[1].x * width, shape.points[1].y * height - small * 0.4, small));
  }
  if (drawing.label) marks.push(label(drawing.label, first.x * width, first.y * height + small * 1.6, small));
  return marks.join('');
}

/** Text on a dark pill, its baseline at (x, y); the pill's width is estimated from the characters (the renderer measures nothing back). */
function label(text: string, x: number, y: number, fontSize: number): string {
  const padding = fontSize * 0.3;
  const width = text.length * fontSize * 0.62 + padding * 2;
  return (
    `<rect x="${round(x - padding)}" y="${round(y - fontSize)}" width="${round(width)}" height="${round(fontSize * 1.3)}" rx="${round(padding)}" fill="${LABEL_BACK}"/>` +
    `<text x="${round(x)}" y="${round(y)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeText(text)}</text>`
  );
}
