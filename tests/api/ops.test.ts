import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { client } from './client';
import { API_DOCS } from '../../src/shared/routes';

describe('operations endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers liveness and readiness', async () => {
    const api = client(server.baseUrl);
    expect((await api.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await api.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('reports not ready once the database is gone', async () => {
    const other = await startTestServer();
    await other.ctx.database.close();
    const response = await client(other.baseUrl).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/database/i);
    await other.app.close();
  });

  it('tags every response with a request id, echoing a sane incoming one', async () => {
    const api = client(server.baseUrl);
    const generated = await api.get('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api.request('GET', '/healthz', undefined, { 'x-request-id': 'trace-123' });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const response = await client(server.baseUrl).get('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Scripts may talk to this origin only (the /ws socket included), not to any ws: host.
    expect(csp).toContain("connect-src 'self';");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await client(server.baseUrl).get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('/api/nope');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await client(server.baseUrl).get(API_DOCS.openApi);
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const documented = Object.keys(response.body.paths ?? {});
    const apiRoutes = server.app.routeCatalog.filter((route) => route.url.startsWith('/api/'));
    for (const route of apiRoutes) {
      // Fastify writes path params as :id, OpenAPI as {id}.
      expect(documented).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    }
    const ui = await client(server.baseUrl).get(API_DOCS.page);
    expect([200, 302]).toContain(ui.status);
  });

  it('lists every route with who may call it', () => {
    const routes = server.app.routeCatalog.map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(routes).toContain('GET /healthz public');
    expect(routes).toContain('GET /ws public');
  });
});
