import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { keptClearRects, watchLayout } from '../../lib/keepClear';
import { dismissToast, useCurrentToast } from './toast-store';
import { TOAST_MARGIN_PX, toastBottomOffset } from './toastPlacement';

/**
 * Renders the one current toast at the bottom right, above anything marked KEEP_CLEAR; a live
 * region so screen readers hear it.
 */
export function Toaster() {
  const shown = useCurrentToast();
  const panel = useRef<HTMLDivElement>(null);
  const bottom = useBottomClearOfControls(panel, shown?.id);
  return (
    <div aria-live="polite" style={{ bottom }} className="pointer-events-none fixed inset-x-4 z-50 flex justify-end sm:inset-x-auto sm:right-6">
      {shown && (
        <div
          key={shown.id}
          ref={panel}
          role="status"
          data-variant={shown.variant}
          className={cn(
            'pointer-events-auto w-full max-w-sm rounded-xl border p-4 pr-10 shadow-xl relative',
            shown.variant === 'destructive' ? 'border-red-900 bg-red-700 text-white' : 'border-fairway-200 bg-white text-ink',
          )}
        >
          <p className="font-semibold">{shown.title}</p>
          {shown.description && <p className="mt-1 text-sm opacity-90">{shown.description}</p>}
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismissToast(shown.id)}
            className="absolute right-3 top-3 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** Where the shown toast sits above the viewport's bottom: clear of anything marked KEEP_CLEAR. */
function useBottomClearOfControls(panel: RefObject<HTMLDivElement | null>, toastId: number | undefined): number {
  const [bottom, setBottom] = useState(TOAST_MARGIN_PX);
  // Measured before the browser paints, so a toast never shows for a frame over what it must clear.
  useLayoutEffect(() => {
    if (toastId === undefined) return;
    return watchLayout(() => {
      const toast = panel.current?.getBoundingClientRect();
      if (toast) setBottom(toastBottomOffset(toast, keptClearRects(), window.innerHeight));
    });
  }, [panel, toastId]);
  return bottom;
}
