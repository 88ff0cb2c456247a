import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Already encoded as it goes on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * Sends a request exactly as given (node:http, no fetch rules about headers or bodies) and
 * resolves with the status, or with 0 when the server closed the connection without answering.
 * Throws only when Node itself refuses to send it (an invalid header), which the caller skips.
 */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, agent });
    } catch (error) {
      reject(error);
      return;
    }
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${request.method} ${request.path.slice(0, 80)}`)));
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(0) : reject(error)));
    req.end(request.body);
  });
}

export function closeSenders() {
  agent.destroy();
}
