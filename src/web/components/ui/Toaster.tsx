import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './toast-store';

/** Renders the one current toast at the bottom right; a live region so screen readers hear it. */
export function Toaster() {
  const shown = useCurrentToast();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-auto sm:right-6">
      {shown && (
        <div
          key={shown.id}
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
