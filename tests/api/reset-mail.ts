import { client } from './client';
import type { TestServer } from './harness';
import { tokenMailedBy } from './inbox';

/** Asks for a password reset over HTTP and returns the token of the link the owner is mailed. */
export function resetTokenFor(server: TestServer, email: string): Promise<string> {
  return tokenMailedBy(server.baseUrl, email, 'reset-password', async () => {
    const response = await client(server.baseUrl).post('/api/auth/password-reset/request', { email });
    if (response.status !== 200) throw new Error(`reset request failed: ${response.status} ${response.text}`);
  });
}
