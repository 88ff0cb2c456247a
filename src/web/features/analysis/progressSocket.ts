import type { AnalysisProgress } from '../../../shared/analysis';
import { SOCKET_PATH } from '../../../shared/routes';
import { parseServerSocketMessage } from '../../../shared/socketMessages';

/**
 * Listens on the /ws socket (cookie session) for `analysis_progress` messages. One socket is shared
 * by every listener and closed when the last one leaves. The socket is a courtesy: callers also
 * poll, so a socket that never opens or drops only makes progress a little less smooth.
 */

type Listener = (progress: AnalysisProgress) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

function open(): void {
  if (typeof WebSocket === 'undefined') return;
  const opened = new WebSocket(socketUrl());
  opened.onmessage = (event) => {
    if (typeof event.data !== 'string') return;
    const message = parseServerSocketMessage(event.data);
    if (message?.type !== 'analysis_progress') return;
    for (const listener of listeners) listener(message.data);
  };
  opened.onclose = () => {
    if (socket === opened) socket = null;
  };
  socket = opened;
}

export function subscribeToAnalysisProgress(listener: Listener): () => void {
  listeners.add(listener);
  if (!socket) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && socket) {
      const closing = socket;
      socket = null;
      closing.close();
    }
  };
}
