import { useState } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import type { Drawing } from '../../../../shared/drawings';
import type { PlayerLayer } from '../player/layers';
import { useDrawingChanges, useDrawings } from './api';
import { DrawingLayer } from './DrawingLayer';
import { DrawingsPanel } from './DrawingsPanel';
import { inputLabel, useDrawingInput } from './useDrawingInput';

/**
 * The member's drawings as a layer of the result page's player: the drawings of the frame on
 * screen over the video, and (for the owner) the tools and the list below the controls.
 */
export function useMemberDrawings(analysisId: string, events: readonly SwingEvent[], owned: boolean): PlayerLayer {
  const drawings = useDrawings(analysisId).data ?? [];
  const changes = useDrawingChanges(analysisId);
  const input = useDrawingInput('none');
  const [editing, setEditing] = useState<Drawing | null>(null);

  return {
    id: 'drawings',
    overlay: (view) => (
      <DrawingLayer
        shapes={drawings.filter((drawing) => drawing.frame === view.frame && drawing.id !== editing?.id).map((drawing) => drawing.shape)}
        draft={owned && input.tool !== 'none' ? { kind: input.tool, points: input.points } : undefined}
        aspect={view.aspect}
        input={owned ? input.input : undefined}
        label={inputLabel(input.tool)}
      />
    ),
    panel: owned
      ? (view) => <DrawingsPanel view={view} events={events} drawings={drawings} input={input} changes={changes} editing={editing} onEdit={setEditing} />
      : undefined,
  };
}
