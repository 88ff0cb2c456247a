import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_PATH } from '../../../shared/routes';
import { parseServerSocketMessage, type ClientSocketMessage, type ServerSocketMessage } from '../../../shared/socketMessages';

export type ChatConnection = 'connecting' | 'open' | 'closed';

/** Reconnect after 1 s, then 2, 4 … up to 15 s, so a restarting server is not hammered. */
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 15_000;
/** Close codes after which reconnecting cannot help: the session ended, or too many tabs. */
const FINAL_CLOSE_CODES = new Set([4401, 4429]);

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

/**
 * The community's own /ws socket (the session cookie signs it in). It reconnects by itself;
 * `onMessage` sees every server message and `onOpen` runs on every (re)connection, so the page
 * can join its room again and catch up; `onClose` on every connection lost, so the page can take
 * back what the server did not answer. `send` answers false when the socket is not open: the
 * caller then keeps the text (spec §4).
 */
export function useChatSocket(onMessage: (message: ServerSocketMessage) => void, onOpen: (reconnected: boolean) => void, onClose: () => void) {
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ onMessage, onOpen, onClose });
  handlers.current = { onMessage, onOpen, onClose };

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      setConnection('connecting');
      const socket = new WebSocket(socketUrl());
      socketRef.current = socket;
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        const message = parseServerSocketMessage(event.data);
        if (!message) return;
        if (message.type === 'connection_established') {
          attempt = 0;
          setConnection('open');
          handlers.current.onOpen(opened);
          opened = true;
        }
        handlers.current.onMessage(message);
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        setConnection('closed');
        if (stopped) return;
        handlers.current.onClose();
        if (FINAL_CLOSE_CODES.has(event.code)) return;
        const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, []);

  const send = useCallback((message: ClientSocketMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  return { connection, send };
}
