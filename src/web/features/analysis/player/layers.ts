import type { ReactNode } from 'react';

/** Where the player is, for a layer to draw on and to move. */
export interface PlayerView {
  frame: number;
  fps: number;
  playing: boolean;
  /** Width / height of the video frame. */
  aspect: number;
  seek: (seconds: number) => void;
}

/**
 * Something the result page adds to the player without the player knowing it (the member's
 * drawings, the clubhead trace): drawn over the frame in the video's own box, and/or a panel below
 * the controls.
 */
export interface PlayerLayer {
  id: string;
  overlay?: (view: PlayerView) => ReactNode;
  panel?: (view: PlayerView) => ReactNode;
}
