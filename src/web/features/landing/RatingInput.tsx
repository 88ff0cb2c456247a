import { cn } from '../../lib/cn';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One to five stars, or none: a radio group, so keyboards and screen readers use it as one. */
export function RatingInput({ value, onChange }: { value: number | null; onChange: (rating: number | null) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fairway-900">Rating (optional)</legend>
      <div className="mt-1.5 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500">
            <input type="radio" name="feedback-rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <svg
              viewBox="0 0 24 24"
              className={cn('size-7', value !== null && stars <= value ? 'fill-gold-500 text-gold-500' : 'fill-none text-ink/30')}
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden
            >
              <path d={STAR} strokeLinejoin="round" />
            </svg>
          </label>
        ))}
        {value !== null && (
          <button type="button" onClick={() => onChange(null)} className="ml-2 text-sm text-fairway-700 underline-offset-4 hover:underline">
            Clear rating
          </button>
        )}
      </div>
    </fieldset>
  );
}
