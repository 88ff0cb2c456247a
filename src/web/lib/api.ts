/**
 * The one way the browser talks to the server (spec §7–§8): credentials always included, bodies
 * as JSON, and any non-success answer turned into an Error reading "<status>: <body or statusText>".
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-success answer; `status` lets callers tell a 401 from a 500 without parsing the text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText);
}

export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/**
 * The server answers errors as JSON `{ message }`; toasts show that sentence rather than the raw
 * "<status>: <body>" text. Anything else (a proxy's HTML page, a network failure) keeps the full text.
 */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: fall through to the spec's "<status>: <text>" form.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
