import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { fileTooLarge, invalidVideoUrl } from './errors';

/**
 * Fetches a member-supplied video link without letting it reach inside our network (SSRF):
 * only http(s); every address the host resolves to must be public unicast (IPv4 and IPv6,
 * IPv4-mapped IPv6 unwrapped first); the socket connects to exactly the address that was vetted
 * (no second DNS answer to swap in — DNS rebinding); each redirect is vetted again, at most
 * `maxRedirects`; connect and total time limits; the size cap is checked on the declared length
 * here and enforced on the bytes by the caller's receiver.
 */
export interface SafeFetchOptions {
  /** Which resolved addresses may be contacted. Default: public unicast only. */
  isAllowedAddress?: (address: string) => boolean;
  /** Resolves a host name to all its addresses. Default: the system resolver. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
}

/** Global unicast IPv6 (RFC 4291). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True for addresses on the public internet: not private, loopback, link-local, multicast,
 * unspecified, reserved… For IPv6 only global unicast passes, since ipaddr.js names every range
 * it does not know 'unicast': the deprecated IPv4-compatible ::/96 (::7f00:1 is 127.0.0.1 on
 * some stacks) among them.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

const TEXT = {
  scheme: 'Please provide a video link that starts with http:// or https://.',
  notFound: 'We could not find the server of this video link. Please check the address.',
  privateAddress: 'This video link points to a private or local network address, which we do not fetch. Please use a public link or upload the file.',
  tooManyRedirects: 'This video link redirects too many times. Please use the direct link to the video file.',
  unreachable: 'We could not download the video from this link. Please check that it is public, or upload the file.',
  timeout: 'The video link took too long to download. Please try again or upload the file itself.',
  status: (status: number) => `The video link answered with HTTP ${status}. Please check that it is public and points to the video file itself.`,
};

function systemResolve(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

function parseLink(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw invalidVideoUrl(TEXT.scheme);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidVideoUrl(TEXT.scheme);
  return url;
}

async function vettedAddresses(url: URL, options: SafeFetchOptions): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(host);
  const addresses =
    family !== 0
      ? [{ address: host, family }]
      : await (options.resolve ?? systemResolve)(host).catch(() => {
          throw invalidVideoUrl(TEXT.notFound);
        });
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  // One bad address is enough to refuse: a name that mixes public and private answers is a trap.
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) throw invalidVideoUrl(TEXT.privateAddress);
  return addresses;
}

/** A lookup that answers with the vetted addresses instead of asking DNS again. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

function request(url: URL, addresses: LookupAddress[], options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const req = client.get(url, {
      lookup: pinnedLookup(addresses),
      // A fresh connection per request: a pooled socket could belong to an earlier, different host.
      agent: false,
      headers: { accept: 'video/*, image/*;q=0.9, */*;q=0.1', 'user-agent': 'FairwayCoach/1.0 (swing video fetch)' },
    });
    // Until the response arrives the deadline ends the request; after that it ends the response.
    const onAbort = () => req.destroy(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('socket', (socket) => {
      const timer = setTimeout(() => req.destroy(invalidVideoUrl(TEXT.timeout)), options.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    req.on('response', (response) => {
      signal.removeEventListener('abort', onAbort);
      resolve(response);
    });
    req.on('error', reject);
  });
}

/**
 * Opens the link and returns the body of the final response as a stream. The caller must read
 * or destroy it; the total time limit keeps running while it is read.
 */
export async function openVideoUrl(rawUrl: string, options: SafeFetchOptions): Promise<IncomingMessage> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(invalidVideoUrl(TEXT.timeout)), options.totalTimeoutMs);
  const fail = (error: unknown): never => {
    clearTimeout(deadline);
    if (controller.signal.aborted) throw controller.signal.reason;
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw invalidVideoUrl(TEXT.unreachable);
  };

  let url = parseLink(rawUrl);
  for (let redirects = 0; ; redirects += 1) {
    let response: IncomingMessage;
    try {
      const addresses = await vettedAddresses(url, options);
      response = await request(url, addresses, options, controller.signal);
    } catch (error) {
      return fail(error);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects >= options.maxRedirects) return fail(invalidVideoUrl(TEXT.tooManyRedirects));
      try {
        url = parseLink(location, url);
      } catch (error) {
        return fail(error);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      return fail(invalidVideoUrl(TEXT.status(status)));
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      return fail(fileTooLarge());
    }
    response.once('close', () => clearTimeout(deadline));
    // The deadline also covers reading the body: abort destroys the response with the timeout error.
    controller.signal.addEventListener('abort', () => response.destroy(controller.signal.reason as Error), { once: true });
    return response;
  }
}
