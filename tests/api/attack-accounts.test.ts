import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/modules/auth/commonPasswords';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { resetTokenFor } from './reset-mail';

describe('account rules an attacker leans on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a password from the breach lists at registration and at reset, naming the field', async () => {
    const email = uniqueEmail('common');
    const register = await client(server.baseUrl).post('/api/auth/register', {
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: '12345678' })).status).toBe(401);

    await client(server.baseUrl).register({ email });
    const token = await resetTokenFor(server, email);
    const reset = await client(server.baseUrl).post('/api/auth/password-reset/confirm', { token, password: 'Password1', confirmPassword: 'Password1' });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    // The link is not spent by the refusal.
    const password = 'a fairway far from home';
    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', { token, password, confirmPassword: password })).status).toBe(200);
  });

  it('treats a member id in capitals as the same id, and another member’s still as someone else’s', async () => {
    const member = client(server.baseUrl);
    const { id } = await member.registerMember({ email: uniqueEmail('capitals') });
    const upper = id.toUpperCase();
    expect((await member.get(`/api/users/${upper}/profile`)).status).toBe(200);
    expect((await member.put(`/api/users/${upper}/profile`, { homeCourse: 'Carnoustie' })).body.profile.userId).toBe(id);
    expect((await member.post(`/api/users/${upper}/goals`, { metric: 'overallScore', target: 80 })).status).toBe(201);
    expect((await member.get(`/api/performance-metrics/${upper}/latest`)).status).toBe(200);

    const other = client(server.baseUrl);
    const { id: otherId } = await other.register({ email: uniqueEmail('someone-else') });
    expect((await member.get(`/api/users/${otherId.toUpperCase()}/profile`)).status).toBe(403);
  });
});
