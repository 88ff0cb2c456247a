import { useState } from 'react';

/** What the player draws over the video; each can be switched off, and the choice is kept between visits. */
export type PlayerLayerName = 'skeleton' | 'handPath' | 'clubPath' | 'plane';

/** Where the choices are kept (browser storage): one object, so a new layer needs no new key. */
export const PLAYER_LAYERS_KEY = 'fairway.playerLayers';

function stored(): Partial<Record<PlayerLayerName, boolean>> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PLAYER_LAYERS_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<Record<PlayerLayerName, boolean>>) : {};
  } catch {
    return {};
  }
}

/** Whether a layer is shown (every layer is, until the member switches it off), and the switch. */
export function usePlayerLayer(name: PlayerLayerName): [boolean, () => void] {
  const [shown, setShown] = useState(() => stored()[name] !== false);
  const toggle = () => {
    const next = !shown;
    setShown(next);
    try {
      window.localStorage.setItem(PLAYER_LAYERS_KEY, JSON.stringify({ ...stored(), [name]: next }));
    } catch {
      // No storage (some private modes): the switch still works for this visit.
    }
  };
  return [shown, toggle];
}
