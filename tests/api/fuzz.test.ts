import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, uniqueEmail } from './client';
import { closeSenders, sendRaw, type RawRequest } from './fuzz/send';
import { encodePart, jsonBody, malformedBody, nastyString, oddHeaders, oddPath, pathParam, queryString } from './fuzz/inputs';
import { mutateOneField, validBodies } from './fuzz/validBodies';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { progressMessage } from './socket-client';

/**
 * A seeded fuzz run over EVERY route of the route table (app.routeCatalog, so new routes are
 * covered without touching this file) and the /ws socket: wrong types, huge and control-character
 * strings, deep nesting, bad encodings and odd paths, as anonymous, member and admin. No answer
 * may be 500 or above, and the server must still answer afterwards. FUZZ_SEED picks another run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_ROUTE = 80;
const ODD_PATHS = 300;
const SOCKET_CONNECTS = 60;
const SOCKET_FRAMES = 120;
const MEMBER_ADDRESS = '198.51.100.200';

/** Samples one value of an arbitrary, deterministically from the seed and a case number. */
function pick<T>(arbitrary: fc.Arbitrary<T>, caseNumber: number): T {
  return fc.sample(arbitrary, { seed: SEED + caseNumber, numRuns: 1 })[0]!;
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }; parameters?: Array<{ in: string; name: string }> }>
  >;
}

describe('fuzzing every route and the socket', () => {
  let server: TestServer;
  let memberCookie: string;
  let adminCookie: string;
  let memberId: string;
  let memberEmail: string;
  let docs: OpenApi;
  let sent = 0;
  const failures: string[] = [];

  const record = (what: string, status: number) => {
    sent += 1;
    if (status >= 500) failures.push(`${status} ${what.slice(0, 200)}`);
  };
  const send = async (request: RawRequest) => {
    let status: number;
    try {
      status = await sendRaw(server.baseUrl, request);
    } catch (error) {
      // Node refused to put it on the wire (a header HTTP cannot carry): not sent, not counted.
      if (error instanceof TypeError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_')) return;
      throw new Error(`${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    record(`${request.method} ${request.path}`, status);
  };

  beforeAll(async () => {
    // Behind one trusted proxy, so the member's own sign-ins can come from an address of their own
    // while the fuzz spends the login limits of 127.0.0.1.
    server = await startTestServer({ TRUST_PROXY: '1', VIDEO_URL_CONNECT_TIMEOUT_MS: '1000', VIDEO_URL_TIMEOUT_MS: '3000', ANALYSIS_WAIT_TIMEOUT_MS: '3000' });
    const member = client(server.baseUrl);
    memberEmail = uniqueEmail('fuzz');
    memberId = (await member.registerMember({ email: memberEmail })).id;
    memberCookie = member.cookieHeader();
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    adminCookie = admin.cookieHeader();
    docs = (await client(server.baseUrl).get('/api/docs/json')).body as OpenApi;
  });
  afterAll(async () => {
    closeSenders();
    await server?.close();
  });

  /** A fresh member session when the fuzz ended the last one (logout is a route like any other). */
  const memberSession = async () => {
    const me = await client(server.baseUrl).request('GET', '/api/auth/me', undefined, { cookie: memberCookie });
    if (me.body.user) return memberCookie;
    const member = client(server.baseUrl);
    const login = await member.post('/api/auth/login', { email: memberEmail, password: 'correct horse battery' }, { 'x-forwarded-for': MEMBER_ADDRESS });
    if (login.status !== 200) throw new Error(`the member could not sign in again: ${login.status} ${login.text}`);
    memberCookie = member.cookieHeader();
    return memberCookie;
  };

  it('has a valid body for every route that takes a JSON body, to fuzz one field at a time', () => {
    const known = validBodies({ email: 'fuzz-decoy@example.com' });
    const missing = server.app.routeCatalog.filter((route) => {
      const operation = docs.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return operation?.requestBody?.content?.['application/json'] && !known[`${route.method} ${route.url}`];
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers every fuzzed request below 500 and still answers afterwards', async () => {
    const known = validBodies({ email: uniqueEmail('fuzz-decoy') });
    let caseNumber = 0;
    for (const route of server.app.routeCatalog) {
      if (route.url === '/ws') continue;
      const operation = docs.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const bodyFields = Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const validBody = known[`${route.method} ${route.url}`];
      const queryFields = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const cookies = ['', await memberSession(), adminCookie];

      for (let index = 0; index < CASES_PER_ROUTE; index += 1, caseNumber += 1) {
        // Half the cases of a route with a known valid body are that body with one field fuzzed,
        // sent by the member to their own resources, so the value gets past the door.
        const mutated = validBody !== undefined && index % 2 === 0;
        const path =
          route.url
            .split('/')
            .map((segment) => {
              if (segment === '*') return encodePart(pick(nastyString, caseNumber)).slice(0, 3000);
              if (!segment.startsWith(':')) return segment;
              return mutated ? memberId : pick(pathParam([memberId]), caseNumber);
            })
            .join('/') + (index % 4 === 2 ? pick(queryString(queryFields), caseNumber) : '');
        const headers: Record<string, string> = { origin: server.baseUrl, ...(index % 4 === 3 ? pick(oddHeaders, caseNumber) : {}) };
        const cookie = mutated ? await memberSession() : cookies[index % cookies.length]!;
        if (cookie && !headers.cookie) headers.cookie = cookie;
        let body: Buffer | undefined;
        if (mutated) {
          body = Buffer.from(JSON.stringify(pick(mutateOneField(validBody()), caseNumber)));
          headers['content-type'] = 'application/json';
        } else if (index % 4 === 1) {
          const malformed = pick(malformedBody, caseNumber);
          body = malformed.body;
          if (malformed.contentType) headers['content-type'] = malformed.contentType;
        } else if (route.method !== 'GET' || index % 8 === 0) {
          body = Buffer.from(JSON.stringify(pick(jsonBody(bodyFields), caseNumber)));
          headers['content-type'] = 'application/json';
        }
        await send({ method: route.method, path, headers, body });
      }
    }

    for (let index = 0; index < ODD_PATHS; index += 1, caseNumber += 1) {
      const method = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'][index % 6]!;
      await send({ method, path: pick(oddPath, caseNumber), headers: { origin: server.baseUrl, cookie: index % 2 ? memberCookie : '' } });
    }

    console.log(
      `fuzz (seed ${SEED}): sent ${sent} HTTP requests over ${server.app.routeCatalog.length} routes and odd paths; ${failures.length} answered 500 or above`,
    );
    expect(failures).toEqual([]);
    expect((await client(server.baseUrl).get('/healthz')).status).toBe(200);
    expect((await client(server.baseUrl).request('GET', '/api/auth/me', undefined, { cookie: await memberSession() })).body.user).not.toBeNull();
    // Every route gets its cases: the time grows with the route table (about 100 routes now).
  }, 240_000);

  it('keeps the socket server up through fuzzed handshakes and frames', async () => {
    const wsUrl = server.baseUrl.replace('http', 'ws');
    let handshakes = 0;
    for (let index = 0; index < SOCKET_CONNECTS; index += 1) {
      const token = encodePart(pick(nastyString, 10_000 + index).slice(0, 5000));
      const headers: Record<string, string> = { cookie: index % 2 ? await memberSession() : `fc_session=${token.slice(0, 100)}` };
      if (index % 3 !== 0) headers.origin = index % 3 === 1 ? server.baseUrl : pick(nastyString, 20_000 + index).replace(/[^\x20-\x7e]/g, '') || 'null';
      const outcome = await new Promise<string>((resolve) => {
        const socket = new WebSocket(`${wsUrl}/ws?token=${token}`, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(`http ${response.statusCode}`));
        socket.on('message', () => {
          socket.close();
          resolve('open');
        });
        socket.on('close', (code) => resolve(`closed ${code}`));
        socket.on('error', (error) => resolve(`error ${error.message}`));
      });
      handshakes += 1;
      expect(outcome, `handshake ${index}`).not.toMatch(/^http 5|ECONNREFUSED/);
    }

    let frames = 0;
    let socket = await openMemberSocket(wsUrl, await memberSession(), server.baseUrl);
    for (let index = 0; index < SOCKET_FRAMES; index += 1) {
      if (socket.readyState !== WebSocket.OPEN) socket = await openMemberSocket(wsUrl, await memberSession(), server.baseUrl);
      const text = pick(nastyString, 30_000 + index);
      if (index % 3 === 0) socket.send(Buffer.from(text));
      else if (index % 10 === 1)
        socket.send('x'.repeat(3 * 1024 * 1024)); // over the 2 MB frame limit
      else socket.send(text);
      frames += 1;
    }
    socket.close();

    console.log(`fuzz (seed ${SEED}): ${handshakes} socket handshakes and ${frames} frames`);
    expect((await client(server.baseUrl).get('/healthz')).status).toBe(200);
    const fresh = await openMemberSocket(wsUrl, await memberSession(), server.baseUrl);
    const delivered = new Promise((resolve) => fresh.on('message', (raw) => resolve(JSON.parse(raw.toString()))));
    await server.ctx.realtime.publishToUser(memberId, progressMessage('done', 'after-fuzz'));
    expect(await delivered).toEqual(progressMessage('done', 'after-fuzz'));
    fresh.close();
  });
});

/** Resolves once the server has said connection_established. */
function openMemberSocket(wsUrl: string, cookie: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}/ws`, { headers: { cookie, origin } });
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
    // Later errors (a write after the server closed an oversized frame) end this socket only.
    socket.on('error', () => undefined);
  });
}
