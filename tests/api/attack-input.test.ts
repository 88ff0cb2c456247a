import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

function formWith(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Hostile text and paths of issue 10: each once answered 500 (a NUL reaching PostgreSQL, statSync on a NUL path). */
describe('control characters and odd paths', () => {
  let server: TestServer;
  let member: ApiClient;
  let memberId: string;
  beforeAll(async () => {
    server = await startTestServer();
    member = client(server.baseUrl);
    memberId = (await member.registerMember({ email: uniqueEmail('nul') })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a NUL in an anonymous registration with a 400 naming the field', async () => {
    const password = 'correct horse battery';
    const response = await client(server.baseUrl).post('/api/auth/register', {
      firstName: 'Ann\u0000',
      lastName: 'Lee',
      email: uniqueEmail('nul-register'),
      password,
      confirmPassword: password,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('firstName: First name must not contain control characters.');
  });

  it('refuses control characters in profile text, allowing line breaks only in the goals', async () => {
    const nul = await member.put(`/api/users/${memberId}/profile`, { homeCourse: 'St Andrews\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('homeCourse: Home course must not contain control characters.');
    const escape = await member.put(`/api/users/${memberId}/profile`, { driverBrand: 'Ping\u001b[31m' });
    expect(escape.status).toBe(400);
    const goals = await member.put(`/api/users/${memberId}/profile`, { golfGoals: 'Break 90.\nThen 80.' });
    expect(goals.status).toBe(200);
    expect(goals.body.profile.golfGoals).toBe('Break 90.\nThen 80.');
  });

  it('refuses a NUL in upload labels and in a video link', async () => {
    const labels = await member.post('/api/swing-analyses', formWith({ clubUsed: 'Driver\u0000', videoUrl: 'https://example.com/swing.mp4' }));
    expect(labels.status).toBe(400);
    expect(labels.body.message).toMatch(/^clubUsed: Club used must be one of: Driver, /);
    for (const body of [{ videoUrl: 'https://example.com/swing\u0000.mp4' }, formWith({ videoUrl: 'https://example.com/swing\u0000.mp4' })]) {
      const link = await member.post('/api/swing-analyses', body);
      expect(link.status).toBe(400);
      expect(link.body.message).toMatch(/control characters/);
    }
  });

  it('answers 404 to static paths that cannot name a file, and still serves the app', async () => {
    for (const path of [
      '/%00',
      '/foo%00.js',
      `/${'a'.repeat(5000)}`,
      `/${'a'.repeat(300)}`,
      `/assets/${'b'.repeat(256)}.js`,
      '/..%5c..%5cetc%5cpasswd',
      '/assets/%00x.js',
    ]) {
      const response = await client(server.baseUrl).get(path);
      expect(response.status, path.slice(0, 40)).toBe(404);
    }
    expect((await client(server.baseUrl).get('/healthz')).status).toBe(200);
  });

  it('answers an address too long for the HTTP parser with 431 in the app’s format, and no body to HEAD', async () => {
    const path = `/${'a'.repeat(20_000)}`;
    const get = await client(server.baseUrl).get(path);
    expect(get.status).toBe(431);
    expect(Object.keys(get.body)).toEqual(['message']);
    const head = await fetch(server.baseUrl + path, { method: 'HEAD' });
    expect(head.status).toBe(431);
    expect(await head.text()).toBe('');
  });

  it('answers a URL the router cannot decode in the app’s { message } format', async () => {
    for (const path of ['/api/swing-analyses/%E0%A4%A', '/%E0%A4%A']) {
      const response = await member.get(path);
      expect(response.status, path).toBe(400);
      expect(Object.keys(response.body), path).toEqual(['message']);
    }
  });
});
