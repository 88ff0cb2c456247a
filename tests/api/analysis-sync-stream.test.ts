import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/shared/analysis';
import { swingAnalyses } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { analysisRowCount, fixturePath, storedFiles } from './analysis-helpers';

/**
 * The spec route reads its JSON as a stream (issue 15, decision 1508): the data URL is decoded
 * into a work file as it arrives. A body cut anywhere, with JSON escapes, MIME line breaks and
 * the userId after the file still gives the file byte for byte; every bad body is a 4xx that
 * leaves no row, no stored file and no work file; a client that goes away leaves no work file.
 */

let server: TestServer;
let member: ApiClient;
let memberId: string;
let fixture: Buffer;

beforeAll(async () => {
  // One place: the abort test shows it is given back.
  server = await startTestServer({ SYNC_ANALYSIS_IN_FLIGHT: '1' });
  member = client(server.baseUrl);
  memberId = (await member.registerMember({ email: uniqueEmail('stream') })).id;
  fixture = await fs.readFile(fixturePath());
});

afterAll(async () => {
  await server?.close();
});

/** This process's upload work folders (the server runs in the test's process). */
async function workFolders(): Promise<string[]> {
  return (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`fairway-upload-${process.pid}-`));
}

async function expectNothingKept() {
  expect(await analysisRowCount(server)).toBe(0);
  expect(await storedFiles(server)).toEqual([]);
  // A refused file's folder is removed as the answer goes out: wait for that (generously, on a busy machine).
  await expect.poll(workFolders, { timeout: 60_000, interval: 100 }).toEqual([]);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** Sends the pieces as they come, chunked (no length announced), and reads the answer. */
function send(pieces: Iterable<string>): Promise<Answer> {
  const request = http.request(new URL('/api/swing-analysis', server.baseUrl), {
    method: 'POST',
    headers: { cookie: member.cookieHeader(), origin: server.baseUrl, 'content-type': 'application/json' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', async (response) => {
      let text = '';
      for await (const chunk of response) text += chunk;
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) });
      request.destroy();
    });
    request.on('error', reject);
  });
  void (async () => {
    for (const piece of pieces) {
      // Refused early: the server closes the connection, the rest is not sent.
      if (request.destroyed) return;
      if (!request.write(piece)) await drainedOrClosed(request);
    }
    request.end();
  })().catch(() => undefined);
  return answer;
}

/** Settles on the first of the two and leaves no listener behind (a body has hundreds of pieces). */
function drainedOrClosed(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}

function* inPieces(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('a streamed data URL', () => {
  it('is decoded byte for byte however the body is cut, and analysed', async () => {
    // What other encoders send: the base64 wrapped at 76 characters and "/" escaped as "\/",
    // the file first and the userId after it, a field the route does not know.
    const base64 = fixture.toString('base64').replace(/.{76}/g, '$&\r\n').replace(/\//g, '\\/').replace(/\r\n/g, '\\r\\n');
    const body = `{"imageData":"data:video\\/mp4;base64,${base64}","userId":"${memberId.toUpperCase()}","client":{"v":[1,2.5,null,true]}}`;
    const response = await send(inPieces(body, 997));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.success).toBe(true);
    const [row] = await server.ctx.db
      .select()
      .from(swingAnalyses)
      .where(eq(swingAnalyses.id, String(response.body.analysisId)));
    expect(row).toMatchObject({ originalSha256: sha256(fixture), originalSize: fixture.length, sourceKind: 'video', status: 'done' });
    expect(await workFolders()).toEqual([]);
    await member.delete(`/api/swing-analyses/${String(response.body.analysisId)}`);
  }, 300_000);
});

describe('refused bodies keep nothing', () => {
  afterEach(expectNothingKept);

  const fixtureUrl = () => `data:video/mp4;base64,${fixture.toString('base64')}`;
  const text = Buffer.from('Just words in a file called swing.mp4.\n'.repeat(200)).toString('base64');

  it.each<[string, () => string, number, string, RegExp]>([
    ['a body cut short', () => `{"imageData":"${fixtureUrl().slice(0, 5000)}`, 400, 'invalid_request', /not valid JSON/],
    ['something after the object', () => '{} {}', 400, 'invalid_request', /not valid JSON/],
    ['not JSON at all', () => 'imageData=data:video/mp4', 400, 'invalid_request', /not valid JSON/],
    [
      'a character outside base64',
      () => `{"imageData":"${fixtureUrl().slice(0, 9000)}*${fixtureUrl().slice(9000)}"}`,
      400,
      'invalid_image_data',
      /not valid base64/,
    ],
    [
      'base64 cut mid-group',
      () => `{"imageData":"data:video/mp4;base64,${fixture.subarray(0, 30_000).toString('base64')}A"}`,
      400,
      'invalid_image_data',
      /not valid base64: its end is cut/,
    ],
    [
      'base64 going on after its padding',
      () => `{"imageData":"${fixtureUrl()}AAAA"}`,
      400,
      'invalid_image_data',
      /not valid base64: it goes on after its "=" padding/,
    ],
    ['a header that never ends', () => `{"imageData":"data:video/mp4;${'x'.repeat(300)}"}`, 400, 'invalid_image_data', /must be a base64 data URL/],
    ['a data URL that is not base64', () => '{"imageData":"data:video/mp4,AAAA"}', 400, 'invalid_image_data', /must be a base64 data URL/],
    ['no file and no link', () => '{"imageData":"","note":"x"}', 400, 'no_video_provided', /video file or provide a video URL/],
    ['an empty file', () => '{"imageData":"data:video/mp4;base64,"}', 400, 'no_video_provided', /video file or provide a video URL/],
    ['imageData that is not a string', () => '{"imageData":{"file":"swing.mp4"}}', 400, 'invalid_request', /^imageData: .*expected string/],
    ['a body that is not an object', () => '[1,2,3]', 400, 'invalid_request', /^body: .*expected object/],
    ['a file given twice', () => `{"imageData":"${fixtureUrl()}","imageData":"${fixtureUrl()}"}`, 400, 'invalid_request', /imageData: is given twice/],
    [
      'a link before the file',
      () => `{"videoUrl":"https://example.com/a.mp4","imageData":"${fixtureUrl()}"}`,
      400,
      'invalid_request',
      /either imageData or videoUrl/,
    ],
    ['a foreign userId after the file', () => `{"imageData":"${fixtureUrl()}","userId":"someone-else"}`, 403, 'forbidden', /your own account/],
    [
      'a userId that is not a string, before the file',
      () => `{"userId":7,"imageData":"${fixtureUrl()}"}`,
      400,
      'invalid_request',
      /^userId: .*expected string/,
    ],
    ['a text file called a video', () => `{"imageData":"data:video/mp4;base64,${text}"}`, 415, 'unsupported_file_type', /video file \(MP4, MOV\)/],
  ])('%s', async (_name, body, status, error, message) => {
    const response = await send(inPieces(body(), 4093));
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject({ success: false, error });
    expect(String(response.body.message)).toMatch(message);
  });

  it('refuses a file past 50 MB as its bytes arrive, with no length announced, and closes the connection', async () => {
    const head = fixture.subarray(0, 3 * 1024).toString('base64');
    function* body(): Generator<string> {
      yield `{"imageData":"data:video/mp4;base64,${head}`;
      // Zeros, 48 KB at a time, to 51 MB: only the server's own count of the bytes can stop it.
      const zeros = 'A'.repeat(64 * 1024);
      for (let sent = 0; sent < ((MAX_UPLOAD_BYTES + 1024 * 1024) * 4) / 3; sent += zeros.length) yield zeros;
      yield '"}';
    }
    const response = await send(body());
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.body).toEqual({ success: false, error: 'file_too_large', message: 'Please select a file smaller than 50MB.' });
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no work file, and gives its place back', async () => {
    const request = http.request(new URL('/api/swing-analysis', server.baseUrl), {
      method: 'POST',
      headers: { cookie: member.cookieHeader(), origin: server.baseUrl, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.write(`{"imageData":"data:video/mp4;base64,${fixture.subarray(0, 300 * 1024).toString('base64')}`);
    // The file is being written to its work folder…
    await expect.poll(workFolders, { timeout: 60_000, interval: 50 }).toHaveLength(1);
    // …when the client goes.
    request.destroy();
    await expectNothingKept();
    // The one place is free again: the next request reaches the route's own answer, not a 429.
    const next = await send(['{}']);
    expect(next.status).toBe(400);
    expect(next.body).toMatchObject({ error: 'no_video_provided' });
  });
});
