import { useSyncExternalStore } from 'react';
import { forgetOnSignOut } from '../../lib/forgetMember';

/**
 * Whether the coach panel is open, and the analysis the member asked about from a result page
 * ("Ask the coach about this swing"). A module store, so the button on the page and the floating
 * widget share it without a provider around the app.
 */
export interface CoachPanelState {
  open: boolean;
  /** The analysis in context, with the date the chip shows. */
  analysis: { id: string; label: string } | null;
}

let state: CoachPanelState = { open: false, analysis: null };
const listeners = new Set<() => void>();

function update(next: CoachPanelState) {
  state = next;
  for (const listener of listeners) listener();
}

export const coachPanel = {
  toggle: () => update({ ...state, open: !state.open }),
  close: () => update({ ...state, open: false }),
  /** Opens the panel with an analysis in context. */
  askAbout: (analysis: { id: string; label: string }) => update({ open: true, analysis }),
  forgetAnalysis: () => update({ ...state, analysis: null }),
};

forgetOnSignOut(() => update({ open: false, analysis: null }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCoachPanel(): CoachPanelState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
