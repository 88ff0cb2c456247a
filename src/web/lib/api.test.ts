import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiJson, apiRequest, messageOf } from './api';

// A real HTTP server on 127.0.0.1 that answers each path with a fixed status and body.
const ANSWERS: Record<string, { status: number; body: string; type?: string }> = {
  '/ok': { status: 200, body: '{"hello":"world"}', type: 'application/json' },
  '/echo': { status: 200, body: '' },
  '/json-error': { status: 409, body: '{"message":"An account with this email already exists."}', type: 'application/json' },
  '/text-error': { status: 500, body: 'database on fire' },
  '/empty-error': { status: 503, body: '' },
};

let server: Server;
let base = '';
const received: Array<{ method?: string; contentType?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, contentType: request.headers['content-type'], body });
      const answer = ANSWERS[request.url ?? ''] ?? { status: 404, body: '' };
      response.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('parses a JSON answer', async () => {
    await expect(apiJson('GET', `${base}/ok`)).resolves.toEqual({ hello: 'world' });
  });

  it('sends a body as JSON with its content type', async () => {
    await apiRequest('POST', `${base}/echo`, { email: 'a@b.co' });
    expect(received.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: '{"email":"a@b.co"}' });
  });

  it('turns a non-success answer into "<status>: <body>"', async () => {
    const error = await apiRequest('GET', `${base}/text-error`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: database on fire');
    expect((error as ApiError).status).toBe(500);
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it("shows the server's { message } to people, and the raw text otherwise", async () => {
    const jsonError = await apiRequest('POST', `${base}/json-error`, {}).catch((e: unknown) => e);
    expect((jsonError as Error).message).toBe('409: {"message":"An account with this email already exists."}');
    expect(messageOf(jsonError)).toBe('An account with this email already exists.');
    const textError = await apiRequest('GET', `${base}/text-error`).catch((e: unknown) => e);
    expect(messageOf(textError)).toBe('500: database on fire');
  });
});
