import { useState } from 'react';
import type { SwingAnalysisDetail, SwingEvent, SwingEventName } from '../../../../shared/analysis';
import { unsureEvents } from '../../../../shared/eventConfirmation';
import { useEventConfirmation } from './useEventConfirmation';

/**
 * What the result page asks the owner about: the events the engine is unsure of that they have not
 * confirmed at their frame, the one they chose to move, and "Looks right".
 */
export function useUnsureEvents(detail: SwingAnalysisDetail, asking: boolean) {
  const confirmation = useEventConfirmation(detail.id);
  const [moving, setMoving] = useState<SwingEventName | null>(null);
  const events = asking ? unsureEvents(detail.analysis?.analysisResults.events ?? [], detail.eventConfirmations) : [];
  return {
    events,
    flagged: new Set(events.map((event) => event.name)) as ReadonlySet<SwingEventName>,
    moving,
    startMove: (event: SwingEvent) => setMoving(event.name),
    confirm: (event: SwingEvent) => confirmation.mutate(event),
    pending: confirmation.isPending,
    error: confirmation.error,
  };
}
