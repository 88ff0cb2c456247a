import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { durationlessWebm, patternClip } from '../../src/media/testMedia';
import { MAX_UPLOAD_BYTES } from '../../src/shared/analysis';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { analysisRowCount, fixturePath, storedFiles, uploadForm } from './analysis-helpers';

/**
 * Everything the analysis API refuses, and proof that a refusal stores nothing: no row, no file.
 * No analysis runs here (nothing gets that far), so the file is quick.
 */

const TEXTS = {
  tooLarge: 'Please select a file smaller than 50MB.',
  unsupported: 'Please upload a video file (MP4, MOV) or image file (JPG, PNG).',
  noVideo: 'Please upload a video file or provide a video URL.',
};

let server: TestServer;
let member: ApiClient;
let memberId: string;
let scratch: string;
let fixture: Buffer;
let linkServer: http.Server;
let linkBase: string;
let linkHits = 0;

beforeAll(async () => {
  server = await startTestServer();
  member = client(server.baseUrl);
  memberId = (await member.registerMember({ email: uniqueEmail('refusals') })).id;
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'analysis-refusals-'));
  fixture = await fs.readFile(fixturePath());
  // A real server on 127.0.0.1 that would happily serve the clip: the API must not even ask it.
  linkServer = http.createServer((_req, res) => {
    linkHits += 1;
    res.end(fixture);
  });
  await new Promise<void>((resolve) => linkServer.listen(0, '127.0.0.1', resolve));
  linkBase = `http://127.0.0.1:${(linkServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  linkServer?.close();
  await server?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await analysisRowCount(server)).toBe(0);
  expect(await storedFiles(server)).toEqual([]);
});

/** A file that starts like an MP4 (so only its size is wrong). */
function mp4Like(size: number): Buffer {
  const data = Buffer.alloc(size);
  fixture.copy(data, 0, 0, 64);
  return data;
}

describe('refused uploads', () => {
  it('asks anonymous callers to log in', async () => {
    const anonymous = client(server.baseUrl);
    for (const [method, url] of [
      ['POST', '/api/swing-analysis'],
      ['POST', '/api/swing-analyses'],
      ['GET', '/api/swing-analyses'],
      ['GET', '/api/swing-analyses/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/swing-analyses/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await anonymous.request(method, url, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body.message).toMatch(/log in/);
    }
    // The spec's route answers in the spec's shape even here.
    expect((await anonymous.post('/api/swing-analysis', {})).body).toMatchObject({ success: false, error: 'unauthenticated' });
  });

  it('refuses a 51 MB upload with the spec text', async () => {
    const response = await uploadForm(member, { data: mp4Like(51 * 1024 * 1024), name: 'big.mp4', type: 'video/mp4' });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.body).toEqual({ message: TEXTS.tooLarge });
  });

  it('stops a streamed upload without a declared length as soon as it passes 50 MB', async () => {
    const boundary = 'fairwayBoundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = [head, mp4Like(MAX_UPLOAD_BYTES + 1024 * 1024), tail];
    // A stream body goes out chunked, so only the server's own byte count can stop it.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = body.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${server.baseUrl}/api/swing-analyses`, {
      method: 'POST',
      headers: { origin: server.baseUrl, cookie: member.cookieHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // Answered before the body ended: the connection must not be reused for the next request.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ message: TEXTS.tooLarge });
  });

  it('refuses a data URL of a file just over 50 MB on the spec route', async () => {
    // Small enough for the route's body limit, so the refusal comes from the decoded size.
    const imageData = `data:video/mp4;base64,${mp4Like(MAX_UPLOAD_BYTES + 1024).toString('base64')}`;
    const response = await member.post('/api/swing-analysis', { imageData });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, error: 'file_too_large', message: TEXTS.tooLarge });
  });

  it('refuses a text file renamed .mp4, whatever type it declares', async () => {
    const text = Buffer.from('Not a video at all, just words in a file called swing.mp4.\n'.repeat(100));
    const response = await uploadForm(member, { data: text, name: 'swing.mp4', type: 'video/mp4' });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: TEXTS.unsupported });

    const viaSpec = await member.post('/api/swing-analysis', { imageData: `data:video/mp4;base64,${text.toString('base64')}` });
    expect(viaSpec.status).toBe(415);
    expect(viaSpec.body).toMatchObject({ success: false, error: 'unsupported_file_type', message: TEXTS.unsupported });
  });

  it('refuses a truncated video as unreadable, wherever its index sits', async () => {
    // The fixture keeps its index (moov) at the end; a web export keeps it first.
    const indexFirst = path.join(scratch, 'faststart.mp4');
    execFileSync(ffmpeg.path, ['-v', 'error', '-i', fixturePath(), '-c', 'copy', '-movflags', '+faststart', '-y', indexFirst]);
    for (const clip of [fixture, await fs.readFile(indexFirst)]) {
      const truncated = clip.subarray(0, Math.floor(clip.length / 2));
      const response = await uploadForm(member, { data: truncated, name: 'cut.mp4', type: 'video/mp4' });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/could not read this video/);
    }
  });

  it('refuses a clip longer than 60 seconds', async () => {
    const longClip = path.join(scratch, 'long.mp4');
    execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=green:s=64x64:r=2:d=61', '-c:v', 'libx264', '-y', longClip]);
    const response = await uploadForm(member, { data: await fs.readFile(longClip), name: 'long.mp4', type: 'video/mp4' });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/60 seconds or shorter/);
  });

  it('refuses uploads that would cost minutes of work, with what to do, storing nothing (issue 25)', async () => {
    const cases = [
      {
        file: await patternClip(path.join(scratch, 'k.mp4'), { width: 96, height: 64, fps: 1000, seconds: 59 }),
        type: 'video/mp4',
        said: /1000 frames a second/,
      },
      {
        file: await patternClip(path.join(scratch, 'wide.mp4'), { width: 16384, height: 8, fps: 30, seconds: 2 }),
        type: 'video/mp4',
        said: /far wider or taller/,
      },
      { file: await durationlessWebm(path.join(scratch, 'live.webm'), 600), type: 'video/webm', said: /60 seconds or shorter/ },
    ];
    const strip = path.join(scratch, 'strip.png');
    await sharp({ create: { width: 8000, height: 4, channels: 3, background: 'white' } })
      .png()
      .toFile(strip);
    cases.push({ file: strip, type: 'image/png', said: /far wider or taller/ });
    for (const { file, type, said } of cases) {
      const response = await uploadForm(member, { data: await fs.readFile(file), name: path.basename(file), type });
      expect(response.status, file).toBeGreaterThanOrEqual(400);
      expect(response.status, file).toBeLessThan(500);
      expect(response.body.message).toMatch(said);
    }
  });

  it('refuses a link to 127.0.0.1 (private links are off by default)', async () => {
    const viaUpload = await member.post('/api/swing-analyses', { videoUrl: `${linkBase}/swing.mp4` });
    expect(viaUpload.status).toBe(400);
    expect(viaUpload.body.message).toMatch(/private or local network address/);

    const viaSpec = await member.post('/api/swing-analysis', { userId: memberId, videoUrl: `http://localhost:${new URL(linkBase).port}/swing.mp4` });
    expect(viaSpec.status).toBe(400);
    expect(viaSpec.body).toMatchObject({ success: false, error: 'invalid_video_url' });
    expect(linkHits).toBe(0);
  });

  it('asks for a file or a link when there is neither', async () => {
    const emptyForm = await uploadForm(member, undefined, { clubUsed: 'Driver' });
    expect(emptyForm.status).toBe(400);
    expect(emptyForm.body).toEqual({ message: TEXTS.noVideo });

    const emptySpec = await member.post('/api/swing-analysis', { userId: memberId });
    expect(emptySpec.status).toBe(400);
    expect(emptySpec.body).toEqual({ success: false, error: 'no_video_provided', message: TEXTS.noVideo });

    const emptyFile = await uploadForm(member, { data: new Uint8Array(0), name: 'empty.mp4' });
    expect(emptyFile.status).toBe(400);
    expect(emptyFile.body).toEqual({ message: TEXTS.noVideo });
  });

  it('asks for one file at a time, and explains a broken form', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture)]), 'one.mp4');
    form.append('other', new Blob([new Uint8Array(fixture)]), 'two.mp4');
    const twoFiles = await member.post('/api/swing-analyses', form);
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toMatch(/one file at a time/);

    const longField = await uploadForm(member, undefined, { videoUrl: `https://example.com/${'a'.repeat(5000)}.mp4` });
    expect(longField.status).toBe(400);
    expect(longField.body.message).toBe('The videoUrl field is too long.');

    const broken = await member.post('/api/swing-analyses', 'not really multipart', { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/could not be read as a file upload/);
  });

  it('refuses imageData that is not a data URL, and a foreign userId', async () => {
    const notDataUrl = await member.post('/api/swing-analysis', { imageData: 'https://example.com/swing.jpg' });
    expect(notDataUrl.status).toBe(400);
    expect(notDataUrl.body.message).toMatch(/base64 data URL/);

    const foreign = await member.post('/api/swing-analysis', { userId: 'someone-else', imageData: 'data:image/png;base64,AAAA' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, error: 'forbidden' });
  });
});
