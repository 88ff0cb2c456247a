import { useCallback, useEffect, useRef, useState } from 'react';
import type { FrameAnalysis, LivePhase, PoseAnalysis, PoseData } from '../../../shared/live';
import { LIVE_TIMINGS } from '../../../shared/liveFrames';
import { parseServerSocketMessage, type ClientSocketMessage, type ServerSocketMessage } from '../../../shared/socketMessages';
import { MESSAGES, rateLimitMessage } from '../../../shared/texts';
import { toast } from '../../components/ui/toast-store';
import { fetchLiveToken, isFinalClose, LiveTokenError, liveSocketUrl } from './liveConnection';

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface LiveServerState {
  status: LiveStatus;
  /** Spec §4: starts at address, set from pose_analysis and binary_frame_analysis. */
  phase: LivePhase;
  /** The server's latest frame reading (its keypoints are drawn on the overlay). */
  frame: FrameAnalysis | null;
  advice: PoseAnalysis | null;
  /** The coaching message on screen (3 s). */
  coaching: string | null;
  /** Set for 5 s by a backpressure warning. */
  highLoad: boolean;
  /** The pause between frames: 500 ms, plus every recommended delay, at most 2000 ms. */
  frameIntervalMs: number;
  /** Until when the server asked us to send nothing (rate limit), as Date.now() ms. */
  pausedUntil: number;
  /** Why the connection is closed or the last frame was refused, for the panel to show. */
  problem: string | null;
}

const INITIAL: LiveServerState = {
  status: 'idle',
  phase: 'address',
  frame: null,
  advice: null,
  coaching: null,
  highLoad: false,
  frameIntervalMs: LIVE_TIMINGS.initialFrameIntervalMs,
  pausedUntil: 0,
  problem: null,
};

/**
 * The live channel: a fresh token, then /ws?token=. While connected, a socket error shows the
 * orange banner and reconnects after 2 s with a new token (tokens are single-use); a close the
 * server explains (session ended, premium needed, server full) shows that reason instead.
 */
export function useLiveSocket(signedIn: boolean) {
  const [state, setState] = useState<LiveServerState>(INITIAL);
  const socketRef = useRef<WebSocket | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const alive = useRef(true);

  const update = useCallback((patch: Partial<LiveServerState>) => setState((current) => ({ ...current, ...patch })), []);

  /** Runs `fn` after `ms`, replacing any timer of the same name. */
  const after = useCallback((name: string, ms: number, fn: () => void) => {
    clearTimeout(timers.current.get(name));
    timers.current.set(name, setTimeout(fn, ms));
  }, []);

  const handle = useCallback(
    (message: ServerSocketMessage) => {
      switch (message.type) {
        case 'connection_established':
          return update({ status: 'connected', problem: null });
        case 'binary_frame_analysis':
          return update({ frame: message.data, phase: message.data.phase });
        case 'pose_analysis':
          return update({ advice: message.data, phase: message.data.phase });
        case 'coaching_feedback':
          update({ coaching: message.data.message });
          return after('coaching', LIVE_TIMINGS.coachingShowMs, () => update({ coaching: null }));
        case 'backpressure_warning':
          setState((current) => ({
            ...current,
            highLoad: true,
            frameIntervalMs: Math.min(LIVE_TIMINGS.maxFrameIntervalMs, current.frameIntervalMs + message.data.recommendedDelay),
          }));
          return after('highLoad', LIVE_TIMINGS.highLoadMs, () => update({ highLoad: false }));
        case 'rate_limit_exceeded':
          toast({ title: rateLimitMessage(message.data.retryAfter), variant: 'destructive' });
          return update({ pausedUntil: Date.now() + message.data.retryAfter * 1000 });
        case 'live_error':
          return update({ problem: message.data.message });
        default:
          return undefined;
      }
    },
    [after, update],
  );

  const connect = useCallback(async () => {
    if (!signedIn) {
      update({ status: 'closed', problem: MESSAGES.liveLoginRequired });
      return;
    }
    // A reconnect keeps the banner up until the new socket is established.
    setState((current) => ({ ...current, status: current.status === 'reconnecting' ? 'reconnecting' : 'connecting' }));
    let token: string;
    try {
      token = await fetchLiveToken();
    } catch (error) {
      const text = error instanceof LiveTokenError ? error.message : MESSAGES.liveTokenFailed;
      toast({ title: text, variant: 'destructive' });
      update({ status: 'closed', problem: text });
      return;
    }
    if (!alive.current) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveSocketUrl(token));
    } catch {
      update({ status: 'closed', problem: MESSAGES.liveSocketSetupFailed });
      return;
    }
    let established = false;
    socketRef.current = socket;
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = parseServerSocketMessage(event.data);
      if (message?.type === 'connection_established') established = true;
      if (message) handle(message);
    };
    socket.onclose = (event) => {
      if (socketRef.current !== socket || !alive.current) return;
      socketRef.current = null;
      if (isFinalClose(event.code)) return update({ status: 'closed', problem: event.reason || MESSAGES.liveSocketSetupFailed });
      if (!established) return update({ status: 'closed', problem: MESSAGES.liveSocketSetupFailed });
      update({ status: 'reconnecting', problem: MESSAGES.liveConnectionLost });
      after('reconnect', LIVE_TIMINGS.reconnectMs, () => void connect());
    };
  }, [after, handle, signedIn, update]);

  useEffect(() => {
    alive.current = true;
    void connect();
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [connect]);

  const send = useCallback((payload: Uint8Array | ClientSocketMessage) => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(payload instanceof Uint8Array ? payload : JSON.stringify(payload));
    return true;
  }, []);

  const sendPoseData = useCallback((data: PoseData) => send({ type: 'pose_data', data }), [send]);

  return { state, sendFrame: send, sendPoseData };
}
