import { QUOTE_FADE_MS, QUOTE_ROTATION_MS } from '../../lib/timings';
import { cn } from '../../lib/cn';
import { QUOTES } from './quotes';
import { useRotation } from './useRotation';

/** The rotating quote banner (spec §4: 6 quotes, every 6000 ms, 500 ms fade). */
export function QuoteBanner() {
  const { index, visible } = useRotation(QUOTES.length, QUOTE_ROTATION_MS, QUOTE_FADE_MS);
  const quote = QUOTES[index] ?? QUOTES[0];
  return (
    <section aria-label="Quote" className="bg-fairway-800 px-4 py-12 text-center text-cream">
      <figure
        className={cn('mx-auto flex min-h-28 max-w-3xl flex-col justify-center transition-opacity ease-in-out', visible ? 'opacity-100' : 'opacity-0')}
        style={{ transitionDuration: `${QUOTE_FADE_MS}ms` }}
      >
        <blockquote className="font-display text-xl italic sm:text-2xl">“{quote.text}”</blockquote>
        <figcaption className="mt-3 text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">{quote.source}</figcaption>
      </figure>
    </section>
  );
}
