import { useCallback, useEffect, useState } from 'react';
import { EXIT_INTENT_ARM_MS, OFFER_MODAL_DELAY_MS } from '../../../lib/timings';
import { rememberShown, wasShownRecently, type LandingModal } from './shownRecently';

/** A field the visitor types into: an offer must not take the keyboard from them (issue 26). */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(target.type);
}

/** True when the pointer left the window through its top edge (towards the tabs or the address bar). */
function leftThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Spec §4 landing modals. The special offer opens 15 s after arrival, or once the visitor leaves
 * the form they were typing in at that moment; the exit-intent modal arms
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
    // Due while the visitor is in a form: it waits until they leave the fields (not for the next one).
    function onFocusOut(event: FocusEvent) {
      if (isTextEntry(event.relatedTarget)) return;
      document.removeEventListener('focusout', onFocusOut);
      show('specialOffer');
    }
    const timer = setTimeout(() => {
      if (isTextEntry(document.activeElement)) document.addEventListener('focusout', onFocusOut);
      else show('specialOffer');
    }, OFFER_MODAL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', onFocusOut);
    };
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
