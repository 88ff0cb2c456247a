import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist with arrow-key movement and one panel for the
 * active tab. Controlled, so a page can keep the tab in its URL. On a phone the tabs wrap two to a
 * row rather than running off the screen.
 */
export function Tabs<K extends string>({ tabs, active, onChange, label, children, className }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    buttons.current[tabs.indexOf(next)]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-xl bg-fairway-100/70 p-1 sm:flex-nowrap sm:overflow-x-auto"
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                'shrink-0 grow basis-[45%] whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors sm:basis-auto',
                selected ? 'bg-white text-fairway-900 shadow-sm' : 'text-fairway-800/70 hover:text-fairway-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} className="mt-6">
        {children}
      </div>
    </div>
  );
}
