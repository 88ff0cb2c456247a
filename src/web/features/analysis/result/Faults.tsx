import type { Fault } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { priorityTone, TONE_CLASSES } from './scoreStyle';

/** The faults found, each with what was measured, what it does to the ball, a feel, a drill and a target. */
export function Faults({ faults }: { faults: Fault[] }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Faults and Drills</h3>
      {faults.length === 0 ? (
        <p className="mt-3 text-ink/70">No faults found on this swing.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {faults.map((fault) => {
            const tone = TONE_CLASSES[priorityTone(fault.severity)];
            return (
              <li key={fault.code} className={cn('rounded-xl border p-4', tone.soft)}>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-fairway-900">{fault.name}</p>
                  <span className={cn('text-xs font-bold uppercase', tone.text)}>{fault.severity}</span>
                </div>
                <p className="mt-1 text-sm text-ink/75">{fault.evidence}</p>
                {fault.history && <p className="mt-1 text-sm font-medium text-ink/80">{fault.history}</p>}
                {fault.ballFlight && <p className="mt-1 text-sm text-ink/70">Ball flight: {fault.ballFlight}</p>}
                {fault.feel && <Labelled label="Cue">{fault.feel}</Labelled>}
                <Labelled label="Drill">{fault.drill}</Labelled>
                {fault.target && <Labelled label="Target">{fault.target}</Labelled>}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold text-fairway-800">{label}: </span>
      {children}
    </p>
  );
}
