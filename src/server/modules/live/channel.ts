import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import { loadPoseModel } from '../../../pose/node';
import { PREMIUM_REQUIRED } from '../../../shared/billing';
import { ENTITLEMENTS } from '../../../shared/entitlements';
import type { PoseData } from '../../../shared/live';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { membershipOf } from '../billing/membership';
import { LiveAnalyser } from './analyser';
import { LiveSession } from './liveSession';
import { MemberRate } from './memberRate';

/** What the socket route hands the live module: binary frames and the live JSON messages. */
export interface LiveHandlers {
  frame(raw: RawData): void;
  poseData(data: PoseData): void;
}

/** Close codes of live sockets, with reasons the browser shows as they are. */
export const LIVE_CLOSE = {
  premiumRequired: { code: 4402, reason: PREMIUM_REQUIRED.message },
  busy: { code: 4503, reason: 'Live analysis is at capacity right now. Please try again in a minute.' },
  modelUnavailable: { code: 4500, reason: 'Live analysis could not start. Please try again later.' },
} as const;

/** The live analysis state of one process: one analyser, the per-member rate and the open sessions. */
interface LiveRegistry {
  analyser: LiveAnalyser;
  rate: MemberRate;
  sessions: number;
}

const registries = new WeakMap<AppContext, LiveRegistry>();

function registryOf(ctx: AppContext): LiveRegistry {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = { analyser: new LiveAnalyser(), rate: new MemberRate(), sessions: 0 };
    registries.set(ctx, registry);
  }
  return registry;
}

/** Live sessions open on this process (for the benchmark and ops). */
export function liveSessionCount(ctx: AppContext): number {
  return registryOf(ctx).sessions;
}

function sender(socket: WebSocket) {
  return (message: ServerSocketMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
}

/** A binary message's bytes, however ws delivered them (one buffer, fragments, or an ArrayBuffer). */
function bytesOf(raw: RawData): Uint8Array {
  if (Array.isArray(raw)) return Buffer.concat(raw);
  return raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw;
}

/** A socket opened with the session cookie alone: it carries progress and chat, not live frames. */
function refusingHandlers(socket: WebSocket): LiveHandlers {
  const send = sender(socket);
  const refuse = () =>
    send({
      type: 'live_error',
      data: {
        code: 'live_needs_token',
        message: 'Live analysis needs a websocket token: POST /api/auth/websocket-token, then open /ws?token=<token>.',
        frameId: null,
      },
    });
  return { frame: refuse, poseData: refuse };
}

/**
 * Opens live analysis on a socket opened with a websocket token, for a premium member, while this
 * process has room. Answers null after closing the socket with the reason when it cannot.
 * A socket opened with the cookie alone gets handlers that answer every live message with an error.
 */
export async function openLiveChannel(ctx: AppContext, socket: WebSocket, user: SessionUser, openedWithToken: boolean): Promise<LiveHandlers | null> {
  if (!openedWithToken) return refusingHandlers(socket);
  const plan = (await membershipOf(ctx.db, user, ctx.config.billing.graceDays)).entitledAs;
  if (!plan || !ENTITLEMENTS[plan].liveAnalysis) {
    // The token route checked this too; the plan may have ended in the minute the token lives.
    socket.close(LIVE_CLOSE.premiumRequired.code, LIVE_CLOSE.premiumRequired.reason);
    return null;
  }
  const registry = registryOf(ctx);
  if (registry.sessions >= ctx.config.live.maxSessions) {
    socket.close(LIVE_CLOSE.busy.code, LIVE_CLOSE.busy.reason);
    return null;
  }
  registry.sessions += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    registry.sessions -= 1;
    registry.rate.release(user.id);
  };
  socket.on('close', release);

  let estimator;
  try {
    estimator = await loadPoseModel(ctx.config.poseModel);
  } catch (error) {
    ctx.log.error({ err: error }, 'live: the pose model did not load');
    release();
    socket.close(LIVE_CLOSE.modelUnavailable.code, LIVE_CLOSE.modelUnavailable.reason);
    return null;
  }
  const send = sender(socket);
  const session = new LiveSession(estimator, registry.analyser, send);
  socket.on('close', () => session.close());

  let toldAt = 0;
  /** Counts the message against the member's rate; false (and the member told, once a second) when over it. */
  const allowed = () => {
    const retryAfter = registry.rate.take(user.id);
    if (retryAfter !== null && Date.now() - toldAt >= 1000) {
      toldAt = Date.now();
      send({ type: 'rate_limit_exceeded', data: { retryAfter } });
    }
    return retryAfter === null;
  };
  return {
    frame(raw) {
      if (allowed()) session.receiveFrame(bytesOf(raw));
    },
    // The browser's own pose (spec §7) is checked and counted; coaching comes from the server's
    // pose of the frame itself, never from numbers a client reports.
    poseData() {
      allowed();
    },
  };
}
