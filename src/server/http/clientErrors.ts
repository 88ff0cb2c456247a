import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

type ClientError = Error & { code?: string; rawPacket?: unknown };

const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request address or headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a 20,000-character
 * address, broken framing) in the app's `{ message }` format. Fastify's own answer carries a
 * body even to a HEAD request, which a client then reads as the start of its next response.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  const isHead = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${isHead ? '' : body}`,
  );
}
