import type { SwingPhase } from '../../../../shared/swingTrace';
import { PHASE_COLOURS, PHASE_LABELS, PLANE_LABEL } from '../../../../shared/swingTracePhases';
import { PlaneKey } from './PlaneKey';

interface LayerSwitch {
  label: string;
  shown: boolean;
  onToggle: () => void;
  /** Set when there is nothing to draw on this swing: the switch is greyed out. */
  unavailable?: boolean;
}

interface TracePanelProps {
  switches: LayerSwitch[];
  /** What the trace could not show on this swing, in the golfer's words; null when it is whole. */
  note: string | null;
  /** A plane line is drawn: its dashed colour joins the phases'. */
  plane?: boolean;
}

/** The trace's switches (kept between visits), the phase colours, and what the trace is missing. */
export function TracePanel({ switches, note, plane = false }: TracePanelProps) {
  return (
    <div className="space-y-2 text-sm text-ink/80" data-testid="trace-panel">
      <div role="group" aria-label="Swing trace" className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {switches.map((layer) => (
          <label key={layer.label} className={layer.unavailable ? 'flex items-center gap-2 text-ink/50' : 'flex items-center gap-2'}>
            <input
              type="checkbox"
              checked={layer.shown && !layer.unavailable}
              disabled={layer.unavailable}
              onChange={layer.onToggle}
              className="size-4 accent-fairway-700"
            />
            {layer.label}
          </label>
        ))}
      </div>
      <ul aria-label="Trace colours" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/70">
        {(Object.keys(PHASE_LABELS) as SwingPhase[]).map((phase) => (
          <li key={phase} className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block h-1 w-4 rounded-full" style={{ backgroundColor: PHASE_COLOURS[phase] }} />
            {PHASE_LABELS[phase]}
          </li>
        ))}
        {plane && (
          <li>
            <PlaneKey label={PLANE_LABEL} />
          </li>
        )}
      </ul>
      {note && <p className="text-xs text-ink/70">{note}</p>}
    </div>
  );
}
