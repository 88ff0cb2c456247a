import http from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/**
 * The cluster's one address: a reverse proxy (http-proxy-3) that hands each request and /ws
 * upgrade to the next web process in turn. A backend that refuses a connection is left out until
 * its /healthz answers again, so a killed process costs only the requests it was serving (and,
 * for a request with a body, the one that found it dead first: its body is already spent).
 */
export interface Backend {
  url: string;
  /** False from a refused connection until the next health check passes. */
  up: boolean;
}

export interface ProxyOptions {
  host: string;
  port: number;
  /** How often a backend marked down is asked /healthz. */
  healthEveryMs?: number;
}

export interface RunningProxy {
  url: string;
  backends: Backend[];
  /** Adds (or brings back) a web process under its address. */
  add(url: string): void;
  close(): Promise<void>;
}

/** Errors that mean nothing reached the backend: the request may go to another one. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const backends: Backend[] = [];
  let next = 0;
  const pick = (): Backend | undefined => {
    const live = backends.filter((backend) => backend.up);
    if (live.length === 0) return undefined;
    next = (next + 1) % live.length;
    return live[next];
  };

  // xfwd: the web processes learn the member's address and protocol (they trust one hop, TRUST_PROXY=1).
  const proxy = createProxyServer({ xfwd: true, ws: true });
  // Kept alive to the backends: a new TCP connection per request would cost more than the proxying.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, tries: number) => {
    const backend = pick();
    if (!backend) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ message: 'No web process is up; try again in a moment.' }));
      return;
    }
    proxy.web(req, res, { target: backend.url, agent }, (error: NodeJS.ErrnoException) => {
      if (NOT_REACHED.has(error.code ?? '') && !res.headersSent) {
        backend.up = false;
        // Without a body nothing was lost: the next web process answers instead.
        const bodiless = req.method === 'GET' || req.method === 'HEAD';
        if (bodiless && tries < backends.length) return forward(req, res, tries + 1);
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The web process serving this request went away; try again.' }));
      } else {
        res.destroy();
      }
    });
  };

  // Upgraded sockets leave the HTTP server's books: kept here so that closing ends them too.
  const sockets = new Set<Duplex>();
  const upgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const backend = pick();
    if (!backend) return socket.destroy();
    proxy.ws(req, socket, head, { target: backend.url }, (error: NodeJS.ErrnoException) => {
      if (NOT_REACHED.has(error.code ?? '')) backend.up = false;
      // The browser reconnects (with back-off) and catches up, as after any dropped socket.
      socket.destroy();
    });
  };

  const server = http.createServer((req, res) => forward(req, res, 1));
  // Node closes an idle keep-alive connection after 5 s, about when a client reuses it: the
  // request then dies on a closed socket (the soak saw one). As load balancers do, idle clients
  // are kept longer than they keep themselves, so the client is the side that closes.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', upgrade);
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));

  const healthEveryMs = options.healthEveryMs ?? 500;
  const checking = setInterval(() => {
    for (const backend of backends.filter((candidate) => !candidate.up)) {
      fetch(`${backend.url}/healthz`, { signal: AbortSignal.timeout(healthEveryMs * 4) })
        .then((response) => (backend.up = response.ok))
        .catch(() => undefined);
    }
  }, healthEveryMs);

  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    backends,
    add(url) {
      const known = backends.find((backend) => backend.url === url);
      if (known) known.up = true;
      else backends.push({ url, up: true });
    },
    async close() {
      clearInterval(checking);
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
      proxy.close();
    },
  };
}
