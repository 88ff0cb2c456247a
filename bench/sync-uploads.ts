/**
 * Memory of the spec's synchronous route under concurrent 50 MB data-URL uploads (issue 15,
 * decisions 1503 and 1508):
 *   npm run bench:sync-uploads                             (the server's default cap)
 *   SYNC_ANALYSIS_IN_FLIGHT=8 CONCURRENT=16 npm run bench:sync-uploads
 * Starts the server (embedded PGlite, a temporary data folder) and a paying member, writes one
 * JSON body of a 50 MB file as a base64 data URL to disk, then sends it CONCURRENT times (8) at
 * once, each streamed from the file so the client holds nothing. Prints one JSON object: the
 * answers' statuses, how many bodies were received whole (any answer but 429), the process's
 * resident memory before and at its peak (sampled every 10 ms), and the in-flight cap. The file
 * starts like an MP4 and is random bytes after that: the server receives, decodes and stores all
 * of it, then finds it is no readable video (422), and that receiving is the memory measured.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '../src/shared/analysis';
import { client, uniqueEmail } from '../tests/api/client';
import { startBenchServer } from './benchServer';

const CONCURRENT = Number(process.env.CONCURRENT ?? 8);
/** An MP4's first box (`ftyp`, brand isom): enough for the content check to take the file as a video. */
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\x02\0isommp41', 'latin1')]);
// The cap to measure at; unset, the server's default.
const bench = await startBenchServer('sync', { SYNC_ANALYSIS_IN_FLIGHT: process.env.SYNC_ANALYSIS_IN_FLIGHT });
const { server, dataDir } = bench;

const bodyPath = path.join(dataDir, 'body.json');
async function writeBody() {
  const out = createWriteStream(bodyPath);
  out.write('{"imageData":"data:video/mp4;base64,');
  // 3 MB chunks are a multiple of 3 bytes, so their base64 joins without padding in between.
  const chunk = 3 * 1024 * 1024;
  for (let written = 0; written < MAX_UPLOAD_BYTES - 1024; written += chunk) {
    const bytes = randomBytes(Math.min(chunk, MAX_UPLOAD_BYTES - 1024 - written));
    if (written === 0) MP4_HEAD.copy(bytes);
    out.write(bytes.toString('base64'));
  }
  out.end('"}');
  await new Promise<void>((resolve) => out.on('close', () => resolve()));
}

function send(cookie: string, length: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(new URL('/api/swing-analysis', bench.baseUrl), {
      method: 'POST',
      headers: { cookie, origin: bench.baseUrl, 'content-type': 'application/json', 'content-length': String(length) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // A refused upload's connection is closed before the whole body went: that is the point
    // (a status already read stays; 0 means the connection ended without one).
    request.on('error', () => resolve(0));
    request.on('socket', (socket) => socket.on('error', () => resolve(0)));
    // Headers first: a refusal (429) arrives before the body and is read as such.
    request.flushHeaders();
    setTimeout(() => {
      if (!request.destroyed) pipeline(createReadStream(bodyPath), request).catch(() => undefined);
    }, 300);
  });
}

let peakRss = 0;
try {
  const api = client(bench.baseUrl);
  await api.registerMember({ email: uniqueEmail('sync'), password: 'bench password for fairways' });
  await writeBody();
  const { size } = await fs.stat(bodyPath);
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  const statuses = await Promise.all(Array.from({ length: CONCURRENT }, () => send(api.cookieHeader(), size)));
  clearInterval(sampler);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify(
      {
        concurrentUploads: CONCURRENT,
        bodyMb: mb(size),
        inFlightCap: server.ctx.config.analysis.syncInFlight,
        statuses: statuses.sort(),
        receivedWhole: statuses.filter((status) => status !== 429 && status !== 0).length,
        rssBeforeMb: mb(baselineRss),
        rssPeakMb: mb(peakRss),
        peakAboveBeforeMb: mb(peakRss - baselineRss),
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
