import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websocketTokens } from '../../src/server/db/schema';
import { LIVE_CLOSE, liveSessionCount } from '../../src/server/modules/live/channel';
import { LIVE_RATE } from '../../src/server/modules/live/memberRate';
import { frameAnalysisSchema } from '../../src/shared/live';
import { LIVE_FRAME_LIMITS } from '../../src/shared/liveFrames';
import { fixturePath } from './analysis-helpers';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { clipFrames, frameMessage, openLiveSocket, streamInStep, waitFor, type ClipFrame } from './live-client';
import { openSocket, type OpenedSocket } from './socket-client';

// The fixture: a down-the-line driver swing, 354×492, 8.8 s (a 3× slow motion of the real swing).
const SIZE = { width: 354, height: 492 };
const MAX_SESSIONS = 3;

describe('live analysis over /ws', () => {
  let server: TestServer;
  let at2fps: ClipFrame[];
  let at10fps: ClipFrame[];
  beforeAll(async () => {
    server = await startTestServer({ LIVE_MAX_SESSIONS: String(MAX_SESSIONS) });
    [at2fps, at10fps] = await Promise.all([clipFrames(fixturePath(), 2), clipFrames(fixturePath(), 10)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const member = async (name: string) => {
    const api = client(server.baseUrl);
    const user = await api.registerMember({ email: uniqueEmail(name) });
    return { api, user };
  };

  /** Waits until the server has counted a closed socket out (its close event runs after ours, later on a busy machine). */
  const closeLive = async (live: OpenedSocket) => {
    const before = liveSessionCount(server.ctx);
    live.socket.close();
    await live.closed;
    await expect.poll(() => liveSessionCount(server.ctx), { timeout: 60_000, interval: 20 }).toBeLessThan(before);
  };

  it.each([
    ['2 fps', () => at2fps],
    ['10 fps', () => at10fps],
  ])('streams the fixture at %s and receives the phases in order, with the pose of every frame', async (_name, frames) => {
    const { api } = await member('stream');
    const live = await openLiveSocket(server.baseUrl, api);
    const phases = await streamInStep(live, frames(), SIZE);
    expect(phases).toEqual(['address', 'backswing', 'impact', 'follow-through']);

    const analyses = live.messages.filter((m) => m.type === 'binary_frame_analysis');
    expect(analyses).toHaveLength(frames().length);
    for (const analysis of analyses) expect(frameAnalysisSchema.safeParse(analysis.data).success).toBe(true);
    expect(analyses.filter((m) => m.data.quality !== 'no_person').length).toBeGreaterThan(frames().length * 0.9);
    // Each phase comes with advice, and finishing the swing with a coaching message.
    expect(live.messages.filter((m) => m.type === 'pose_analysis').every((m) => m.data.nextMove.length > 0)).toBe(true);
    expect(live.messages.find((m) => m.type === 'coaching_feedback' && m.data.phase === 'follow-through')).toBeDefined();
    await closeLive(live);
  });

  it('answers each bad frame with an error, keeps the connection usable and other sessions unaffected', async () => {
    const { api } = await member('bad-frames');
    const { api: otherApi } = await member('bystander');
    const live = await openLiveSocket(server.baseUrl, api);
    const bystander = await openLiveSocket(server.baseUrl, otherApi);
    const good = at2fps[0]!.jpeg;
    const valid = frameMessage(1, 0, good, SIZE);

    const wrongMarker = Buffer.from(valid);
    wrongMarker.write('JUNK', 0, 'latin1');
    const lengthPastEnd = Buffer.from(valid);
    lengthPastEnd.writeUInt32BE(valid.length, 4);
    const headerText = Buffer.from('not json at all');
    const notJson = Buffer.concat([Buffer.from('FRME'), Buffer.alloc(4), headerText, good]);
    notJson.writeUInt32BE(headerText.length, 4);
    const notJpeg = frameMessage(2, 0, Buffer.from('GIF89a this is no jpeg'), SIZE);
    const wrongSize = frameMessage(3, 0, good, { width: 640, height: 480 });
    const badHeader = Buffer.concat([Buffer.from('FRME'), Buffer.alloc(4), Buffer.from('{"frameId":-1}'), good]);
    badHeader.writeUInt32BE(14, 4);
    const overCap = frameMessage(4, 0, Buffer.concat([good, Buffer.alloc(LIVE_FRAME_LIMITS.maxFrameBytes)]), SIZE);

    const cases: Array<[Uint8Array, string]> = [
      [wrongMarker, 'bad_marker'],
      [lengthPastEnd, 'bad_header_length'],
      [notJson, 'bad_header'],
      [badHeader, 'bad_header'],
      [notJpeg, 'not_jpeg'],
      [wrongSize, 'bad_image'],
      [overCap, 'frame_too_large'],
    ];
    for (const [bytes, code] of cases) {
      const before = live.messages.length;
      live.socket.send(bytes);
      const error = await waitFor(live, (m) => m.type === 'live_error' && live.messages.indexOf(m) >= before, `error ${code}`);
      expect(error.data.code).toBe(code);
      expect(error.data.message.length).toBeGreaterThan(10);
    }
    // Still usable: a good frame after all that is analysed.
    live.socket.send(frameMessage(99, 0, good, SIZE));
    await waitFor(live, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === 99, 'analysis after bad frames');

    // 5 MB is past the socket's own message limit (2 MB): that socket is closed as "message too big".
    live.socket.send(Buffer.alloc(5 * 1024 * 1024));
    expect((await live.closed).code).toBe(1009);

    // The other member's session went on throughout.
    bystander.socket.send(frameMessage(7, 0, good, SIZE));
    await waitFor(bystander, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === 7, 'bystander analysis');
    expect(bystander.messages.some((m) => m.type === 'live_error')).toBe(false);
    await closeLive(bystander);
    expect((await client(server.baseUrl).get('/healthz')).status).toBe(200);
  });

  it('refuses live frames on a socket opened without a token, and answers a bad pose_data with an error', async () => {
    const { api } = await member('no-token');
    const socket = openSocket(server.baseUrl, { api });
    await socket.next('connection_established');
    socket.socket.send(frameMessage(1, 0, at2fps[0]!.jpeg, SIZE));
    expect((await socket.next('live_error')).data.code).toBe('live_needs_token');
    socket.socket.close();

    const live = await openLiveSocket(server.baseUrl, api);
    const point = { x: 0.5, y: 0.4, score: 0.9 };
    live.socket.send(
      JSON.stringify({ type: 'pose_data', data: { phase: 'address', leftShoulder: point, rightShoulder: point, leftWrist: point, rightWrist: point } }),
    );
    live.socket.send(frameMessage(5, 0, at2fps[0]!.jpeg, SIZE));
    await waitFor(live, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === 5, 'analysis after pose_data');
    live.socket.send(JSON.stringify({ type: 'pose_data', data: { phase: 'top', leftShoulder: point } }));
    expect((await waitFor(live, (m) => m.type === 'error', 'the refusal of a bad pose_data')).data).toMatchObject({ replyTo: 'pose_data' });
    // The connection stays usable.
    live.socket.send(frameMessage(6, 0, at2fps[0]!.jpeg, SIZE));
    await waitFor(live, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === 6, 'analysis after the refusal');
    await closeLive(live);
  });

  it('opens only with a valid token of this member and session: none, unknown, expired, another member’s, ended session', async () => {
    const { api, user } = await member('tokens');
    const { api: otherApi } = await member('token-thief');
    const anonymous = openSocket(server.baseUrl, { token: undefined });
    expect((await anonymous.closed).code).toBe(4401);

    const unknown = openSocket(server.baseUrl, { token: 'x'.repeat(43) });
    expect(await unknown.closed).toEqual({ code: 4401, reason: expect.stringContaining('not valid') });

    const expiring = (await api.post('/api/auth/websocket-token', {})).body.token as string;
    await server.ctx.db
      .update(websocketTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(websocketTokens.userId, user.id));
    expect(await openSocket(server.baseUrl, { token: expiring }).closed).toEqual({ code: 4401, reason: expect.stringContaining('expired') });

    const stolen = (await api.post('/api/auth/websocket-token', {})).body.token as string;
    expect(await openSocket(server.baseUrl, { token: stolen, api: otherApi }).closed).toEqual({
      code: 4401,
      reason: expect.stringContaining('another account'),
    });

    // A token dies with its session, and a live socket closes when its session ends.
    const live = await openLiveSocket(server.baseUrl, api);
    const unused = (await api.post('/api/auth/websocket-token', {})).body.token as string;
    await api.post('/api/auth/logout', {});
    expect((await live.closed).code).toBe(4401);
    expect((await openSocket(server.baseUrl, { token: unused }).closed).code).toBe(4401);
  });

  it('drops the oldest frames when they come faster than analysed, and says by how much to slow down', async () => {
    const { api } = await member('fast');
    const live = await openLiveSocket(server.baseUrl, api);
    const burst = at10fps.slice(0, 12);
    for (const [frameId, frame] of burst.entries()) live.socket.send(frameMessage(frameId, frame.timestamp, frame.jpeg, SIZE));
    const lastId = burst.length - 1;
    await waitFor(live, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === lastId, 'the newest frame');
    const warning = await waitFor(live, (m) => m.type === 'backpressure_warning', 'backpressure warning');
    expect(warning.data.recommendedDelay).toBeGreaterThanOrEqual(100);
    expect(warning.data.recommendedDelay).toBeLessThanOrEqual(2000);
    const analysed = live.messages.filter((m) => m.type === 'binary_frame_analysis').map((m) => m.data.frameId);
    expect(analysed.length).toBeLessThan(burst.length);
    expect(analysed).toEqual([...analysed].sort((a, b) => a - b));
    await closeLive(live);
  });

  it('tells a member past the message rate when to retry', async () => {
    const { api } = await member('flood');
    const live = await openLiveSocket(server.baseUrl, api);
    const junk = Buffer.from('JUNK');
    for (let i = 0; i <= LIVE_RATE.maxMessages; i += 1) live.socket.send(junk);
    const limited = await waitFor(live, (m) => m.type === 'rate_limit_exceeded', 'rate limit');
    expect(limited.data.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.data.retryAfter).toBeLessThanOrEqual(LIVE_RATE.windowMs / 1000);
    expect(live.messages.filter((m) => m.type === 'live_error')).toHaveLength(LIVE_RATE.maxMessages);
    await closeLive(live);
  });

  it(`holds at most ${MAX_SESSIONS} live sessions, and frees a place when one closes`, async () => {
    const { api } = await member('crowd');
    const open = [];
    for (let i = 0; i < MAX_SESSIONS; i += 1) open.push(await openLiveSocket(server.baseUrl, api));
    const token = (await api.post('/api/auth/websocket-token', {})).body.token as string;
    expect(await openSocket(server.baseUrl, { token }).closed).toEqual(LIVE_CLOSE.busy);
    await closeLive(open.pop()!);
    open.push(await openLiveSocket(server.baseUrl, api));
    for (const live of open) await closeLive(live);
  });

  it('serves the browser pose model and wasm from the npm packages with long cache headers, and nothing else', async () => {
    const json = await fetch(`${server.baseUrl}/models/movenet-lightning.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('public, max-age=2592000');
    const manifest = (await json.json()) as { weightsManifest: { paths: string[] }[] };
    const shard = manifest.weightsManifest[0]!.paths[0]!;
    const weights = await fetch(`${server.baseUrl}/models/${shard}`);
    expect(weights.status).toBe(200);
    expect((await weights.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
    const wasm = await fetch(`${server.baseUrl}/wasm/tfjs-backend-wasm-simd.wasm`);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(Buffer.from(await wasm.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    for (const path of ['/models/package.json', '/models/..%2Fpackage.json', '/wasm/tfjs-backend-wasm.js']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
