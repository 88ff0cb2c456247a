import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, openVideoUrl, type SafeFetchOptions } from './safe-fetch';

const limits = { connectTimeoutMs: 2_000, totalTimeoutMs: 5_000, maxRedirects: 3, maxBytes: 1_000_000 };
const onlyLoopbackOne = (address: string) => address === '127.0.0.1';

let server: http.Server;
let base: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.headers.host} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/clip') return res.end('clip bytes');
    if (url.pathname === '/hop') {
      const left = Number(url.searchParams.get('left'));
      res.writeHead(302, { location: left > 0 ? `/hop?left=${left - 1}` : '/clip' });
      return res.end();
    }
    if (url.pathname === '/to') {
      res.writeHead(302, { location: url.searchParams.get('target') ?? '/' });
      return res.end();
    }
    if (url.pathname === '/huge') {
      res.writeHead(200, { 'content-length': String(5_000_000) });
      return res.end();
    }
    if (url.pathname === '/slow') {
      res.writeHead(200);
      res.write('start');
      return; // never finishes: the total deadline must end it
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(url: string, options: Partial<SafeFetchOptions> = {}) {
  const error = await openVideoUrl(url, { ...limits, ...options }).then(
    (response) => {
      response.destroy();
      throw new Error(`expected ${url} to be refused`);
    },
    (e: unknown) => e as Error & { statusCode: number },
  );
  return error;
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-ip',
    // IPv4-compatible ::/96 and other IPv6 space outside global unicast.
    '::7f00:1',
    '::a00:1',
    '::a9fe:a9fe',
    '100::1',
    '3fff::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('openVideoUrl', () => {
  it('refuses loopback by default before any connection is made', async () => {
    const before = hits.length;
    for (const url of [
      `${base}/clip`,
      `http://localhost:${port}/clip`,
      `http://[::1]:${port}/clip`,
      `http://[::ffff:127.0.0.1]:${port}/clip`,
      `http://[::7f00:1]:${port}/clip`,
      `http://2130706433:${port}/clip`,
    ]) {
      const error = await refusal(url);
      expect(error.statusCode).toBe(400);
      expect(error.message).toMatch(/private or local network address/);
    }
    expect(hits.length).toBe(before);
  });

  it('refuses schemes other than http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.mp4', 'data:video/mp4;base64,AAAA', 'not a url']) {
      const error = await refusal(url, { isAllowedAddress: () => true });
      expect(error.statusCode).toBe(400);
      expect(error.message).toMatch(/http:\/\/ or https:\/\//);
    }
  });

  it('fetches an allowed address and follows up to three redirects', async () => {
    const response = await openVideoUrl(`${base}/hop?left=2`, { ...limits, isAllowedAddress: onlyLoopbackOne });
    expect(await text(response)).toBe('clip bytes');
  });

  it('refuses a fourth redirect', async () => {
    const error = await refusal(`${base}/hop?left=3`, { isAllowedAddress: onlyLoopbackOne });
    expect(error.message).toMatch(/redirects too many times/);
  });

  it('vets the address again on every redirect', async () => {
    const before = hits.length;
    const target = encodeURIComponent(`http://127.0.0.2:${port}/clip`);
    const error = await refusal(`${base}/to?target=${target}`, { isAllowedAddress: onlyLoopbackOne });
    expect(error.message).toMatch(/private or local network address/);
    // The first hop was fetched, the second never contacted.
    expect(hits.slice(before)).toEqual([`127.0.0.1:${port} /to?target=${target}`]);
  });

  it('refuses a redirect to another scheme', async () => {
    const error = await refusal(`${base}/to?target=${encodeURIComponent('file:///etc/passwd')}`, { isAllowedAddress: onlyLoopbackOne });
    expect(error.message).toMatch(/http:\/\/ or https:\/\//);
  });

  it('connects to the vetted address, not to a second DNS answer', async () => {
    // "clips.invalid" cannot resolve through real DNS, so the request can only succeed on the
    // address our resolver vetted; the Host header still names the link's host.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const response = await openVideoUrl(`http://clips.invalid:${port}/clip`, { ...limits, resolve, isAllowedAddress: onlyLoopbackOne });
    expect(await text(response)).toBe('clip bytes');
    expect(hits.at(-1)).toBe(`clips.invalid:${port} /clip`);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const error = await refusal(`http://mixed.invalid:${port}/clip`, { resolve });
    expect(error.message).toMatch(/private or local network address/);
  });

  it('reports a host that does not resolve', async () => {
    const error = await refusal('http://no-such-host.invalid/clip.mp4');
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/could not find the server/);
  });

  it('refuses an error status and a declared length over the cap', async () => {
    expect((await refusal(`${base}/missing`, { isAllowedAddress: onlyLoopbackOne })).message).toMatch(/HTTP 404/);
    const tooBig = await refusal(`${base}/huge`, { isAllowedAddress: onlyLoopbackOne });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.message).toBe('Please select a file smaller than 50MB.');
  });

  it('ends a download that outlives the total time limit', async () => {
    const response = await openVideoUrl(`${base}/slow`, { ...limits, totalTimeoutMs: 300, isAllowedAddress: onlyLoopbackOne });
    const error = await text(response).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/took too long/);
  });
});
