import { PLANE_COLOUR } from '../../../../shared/swingTracePhases';

/** The plane line's entry in a colour key: its dashed colour, then what it is. */
export function PlaneKey({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden className="inline-block w-4 border-t-2 border-dashed" style={{ borderColor: PLANE_COLOUR }} />
      {label}
    </span>
  );
}
