import { pino, stdSerializers, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/** Query parameters that carry credentials: reset links, websocket tokens. */
const SECRET_PARAM = /([?&](?:token|code|secret|password|key|signature)=)[^&#]*/gi;

/** The URL with the values of credential-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]');
}

/** Fields of driver errors that hold row data: bound parameters, "Failing row contains (…)". */
const DATA_FIELDS = new Set(['params', 'parameters', 'detail']);

/** drizzle's DrizzleQueryError puts the bound parameters (password hashes, profiles) in its message. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

type SerializedError = Record<string, unknown>;

function scrub(value: SerializedError, depth = 0): SerializedError {
  const clean: SerializedError = {};
  for (const [key, field] of Object.entries(value)) {
    if (DATA_FIELDS.has(key)) clean[key] = '[redacted]';
    else if ((key === 'message' || key === 'stack') && typeof field === 'string') clean[key] = withoutParams(field);
    else if (key === 'cause' && field && typeof field === 'object' && depth < 5) clean[key] = scrub(field as SerializedError, depth + 1);
    else clean[key] = field;
  }
  return clean;
}

/**
 * The process logger. Nothing secret may reach it: request URLs lose their token values (a reset
 * link opened in the browser is a GET with the token in the query) and database errors lose the
 * values they were run with. Fastify adds these serializers to its own for every request log.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        err: (error: Error) => scrub(stdSerializers.err(error) as unknown as SerializedError),
      },
    },
    destination,
  );
}
