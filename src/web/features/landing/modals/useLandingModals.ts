import { useCallback, useEffect, useState } from 'react';
import { EXIT_INTENT_ARM_MS, OFFER_MODAL_DELAY_MS } from '../../../lib/timings';
import { rememberShown, wasShownRecently, type LandingModal } from './shownRecently';

/** True when the pointer left the window through its top edge (towards the tabs or the address bar). */
function leftThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Spec §4 landing modals. The special offer opens 15 s after arrival; the exit-intent modal arms
 * after 5 s and opens once, when the pointer leaves through the top of the window or the page is
 * hidden (a tab or app switch, the nearest a phone comes to "leaving"; decision 1002). Each is
 * remembered for 24 hours from the moment it opens. Only one shows at a time: a modal that comes
 * due while the other is open waits for it to close. `enabled` is false for signed-in members.
 */
export function useLandingModals(enabled: boolean): { open: LandingModal | null; close: () => void } {
  const [due, setDue] = useState<LandingModal[]>([]);

  const show = useCallback((modal: LandingModal) => {
    rememberShown(modal);
    setDue((queue) => (queue.includes(modal) ? queue : [...queue, modal]));
  }, []);

  useEffect(() => {
    if (!enabled || wasShownRecently('specialOffer')) return;
    const timer = setTimeout(() => show('specialOffer'), OFFER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, show]);

  useEffect(() => {
    if (!enabled || wasShownRecently('exitIntent')) return;
    const stop = () => {
      document.removeEventListener('mouseout', onMouseOut);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
    const trigger = () => {
      stop();
      show('exitIntent');
    };
    function onMouseOut(event: MouseEvent) {
      if (leftThroughTop(event)) trigger();
    }
    function onVisibilityChange() {
      if (document.visibilityState === 'hidden') trigger();
    }
    const arm = setTimeout(() => {
      document.addEventListener('mouseout', onMouseOut);
      document.addEventListener('visibilitychange', onVisibilityChange);
    }, EXIT_INTENT_ARM_MS);
    return () => {
      clearTimeout(arm);
      stop();
    };
  }, [enabled, show]);

  const close = useCallback(() => setDue((queue) => queue.slice(1)), []);
  return { open: due[0] ?? null, close };
}
