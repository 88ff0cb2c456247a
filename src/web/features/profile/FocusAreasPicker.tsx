import { focusAreaChoices, type FocusArea } from '../../../shared/profile';
import { cn } from '../../lib/cn';

interface FocusAreasPickerProps {
  label: string;
  chosen: readonly FocusArea[];
  onToggle: (area: FocusArea) => void;
  error?: string;
}

/** The wizard's last step: tick any of the ten focus areas of spec §3. */
export function FocusAreasPicker({ label, chosen, onToggle, error }: FocusAreasPickerProps) {
  return (
    <fieldset>
      {/* The step's heading already reads the same; the legend stays for screen readers. */}
      <legend className="sr-only">{label}</legend>
      <p className="text-sm text-ink/70">Pick the parts of your game you want coaching to focus on.</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {focusAreaChoices.map((area) => {
          const checked = chosen.includes(area);
          return (
            <label
              key={area}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
                checked ? 'border-gold-500 bg-gold-300/20' : 'border-fairway-100 hover:border-fairway-200',
              )}
            >
              <input type="checkbox" className="size-4 accent-fairway-700" checked={checked} onChange={() => onToggle(area)} />
              {area}
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
