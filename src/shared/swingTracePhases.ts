import type { SwingPhase } from './swingTrace';

/** One colour a phase (the player, the compare and the exported video alike), on both paths: apart from the gold skeleton and the white drawings, readable on grass and sky. */
export const PHASE_COLOURS: Record<SwingPhase, string> = {
  backswing: '#38bdf8',
  downswing: '#f97316',
  followThrough: '#c084fc',
};

export const PHASE_LABELS: Record<SwingPhase, string> = {
  backswing: 'Backswing',
  downswing: 'Downswing',
  followThrough: 'Follow-through',
};

/**
 * The plane line's colour, dashed (the player, the compare and the exported video alike): apart from
 * the phases' colours, and from the white a compare draws the other swing's trace in.
 */
export const PLANE_COLOUR = '#f43f5e';

export const PLANE_LABEL = 'Plane at address';
