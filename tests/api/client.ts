import { tokenMailedBy } from './inbox';

/**
 * A small HTTP client that keeps cookies like a browser and sends our own Origin on writes, so
 * tests exercise the real session and cross-site protections.
 */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RegisterInput {
  firstName?: string;
  lastName?: string;
  email: string;
  password?: string;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit & { headers: Record<string, string> } = { method, headers: { origin: this.baseUrl, ...headers }, redirect: 'manual' };
    if (this.cookies.size > 0) init.headers.cookie = this.cookieHeader();
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) {
        init.body = body as BodyInit;
      } else {
        init.body = JSON.stringify(body);
        init.headers['content-type'] = 'application/json';
      }
    }
    const response = await fetch(this.baseUrl + path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      if (!name) continue;
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /**
   * Registers a new member as a person does: the form, then the link from the confirmation mail
   * (read from the server's inbox, see inbox.ts), which signs this client in. Returns the user.
   */
  async register(input: RegisterInput) {
    const password = input.password ?? 'correct horse battery';
    const body = { firstName: input.firstName ?? 'Test', lastName: input.lastName ?? 'Golfer', email: input.email, password, confirmPassword: password };
    const token = await tokenMailedBy(this.baseUrl, input.email.trim().toLowerCase(), 'confirm-email', async () => {
      const registered = await this.post('/api/auth/register', body);
      if (registered.status !== 202) throw new Error(`register failed: ${registered.status} ${registered.text}`);
    });
    const confirmed = await this.post('/api/auth/confirm-email', { token });
    if (confirmed.status !== 201) throw new Error(`confirm-email failed: ${confirmed.status} ${confirmed.text}`);
    return confirmed.body.user as { id: string; email: string; role: string };
  }

  /** Who the server says is signed in on this client: the user, or null for a visitor (GET /api/auth/me). */
  async currentUser(): Promise<{ id: string; email: string; firstName: string; lastName: string; role: string } | null> {
    const me = await this.get('/api/auth/me');
    if (me.status !== 200) throw new Error(`/api/auth/me answered ${me.status}: ${me.text}`);
    return me.body.user;
  }

  /**
   * Buys a plan through the TEST MODE checkout as a member would (create-subscription, then the
   * checkout page's confirm), so tests never step around the premium access rule.
   */
  async subscribe(planType = 'starter') {
    const me = await this.currentUser();
    if (!me) throw new Error('subscribe needs a signed-in member');
    const { email, firstName, lastName } = me;
    const started = await this.post('/api/create-subscription', { planType, userEmail: email, userName: `${firstName} ${lastName}`, isSpecialOffer: false });
    if (started.status !== 200) throw new Error(`create-subscription failed: ${started.status} ${started.text}`);
    const confirmed = await this.post(`/api/test-checkout/${started.body.sessionId as string}/confirm`);
    if (confirmed.status !== 200) throw new Error(`test checkout confirm failed: ${confirmed.status} ${confirmed.text}`);
  }

  /** Registers a new member who then buys a plan (the monthly one unless told): a member with premium access. */
  async registerMember(input: RegisterInput, planType = 'starter') {
    const user = await this.register(input);
    await this.subscribe(planType);
    return user;
  }

  async login(email: string, password: string) {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
    return response.body.user as { id: string; email: string; role: string };
  }
}

export function client(baseUrl: string): ApiClient {
  return new ApiClient(baseUrl);
}

let counter = 0;
/** A unique e-mail per call, so tests sharing a server never collide. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
