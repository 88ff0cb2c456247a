import net from 'node:net';
import { MAIL_WAIT_MS } from './inbox';

/**
 * A real SMTP server on 127.0.0.1 for tests: it speaks enough of RFC 5321 (EHLO/HELO, MAIL, RCPT,
 * DATA with dot-unstuffing, RSET, NOOP, QUIT) for nodemailer to deliver to it, and keeps what it
 * received. It accepts every message; it does no TLS and no AUTH.
 */

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message exactly as transmitted (after dot-unstuffing). */
  raw: string;
  headers: Record<string, string>;
  /** The decoded text/plain part ('' when there is none). */
  text: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
}

export interface SmtpDouble {
  url: string;
  received: ReceivedMail[];
  /**
   * Resolves with the next message (or one already received beyond `alreadySeen`); by default it
   * waits as long as the tests' other mail waits (MAIL_WAIT_MS).
   */
  nextMail(alreadySeen?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Listens on a random port, or on `port` (to come back where a stopped double was). */
export async function startSmtpDouble(port = 0): Promise<SmtpDouble> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);

    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let envelopeFrom = '';
    let envelopeTo: string[] = [];

    const handleCommand = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      switch (verb) {
        case 'EHLO':
          reply('250-smtp-double greets you');
          reply('250 8BITMIME');
          return;
        case 'HELO':
          return reply('250 smtp-double');
        case 'MAIL':
          envelopeFrom = /<([^>]*)>/.exec(line)?.[1] ?? '';
          envelopeTo = [];
          return reply('250 OK');
        case 'RCPT':
          envelopeTo.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          return reply('250 OK');
        case 'DATA':
          if (envelopeTo.length === 0) return reply('503 RCPT first');
          inData = true;
          dataLines = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelopeFrom = '';
          envelopeTo = [];
          return reply('250 OK');
        case 'NOOP':
          return reply('250 OK');
        case 'QUIT':
          reply('221 Bye');
          socket.end();
          return;
        default:
          return reply('502 Command not implemented');
      }
    };

    const handleDataLine = (line: string) => {
      if (line === '.') {
        inData = false;
        const raw = dataLines.join('\r\n');
        received.push({ envelopeFrom, envelopeTo, raw, ...parseMessage(raw) });
        waiters.splice(0).forEach((wake) => wake());
        return reply('250 OK queued');
      }
      dataLines.push(line.startsWith('..') ? line.slice(1) : line);
    };

    reply('220 smtp-double ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) handleDataLine(line);
        else handleCommand(line);
      }
    });
    socket.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    nextMail(alreadySeen = 0, timeoutMs = MAIL_WAIT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail arrived within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const mail = received[alreadySeen];
          if (mail) {
            clearTimeout(timer);
            resolve(mail);
          } else waiters.push(check);
        };
        check();
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// --- a small MIME reader: enough for what nodemailer writes (multipart, 7bit/QP/base64) ---

function splitHeaderBody(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      // QP bodies are 7-bit: "=XX" is a byte, "=" at a line end is a soft break, the rest is ASCII.
      const soft = body.replace(/=\r\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < soft.length; i++) {
        const hex = soft.slice(i + 1, i + 3);
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(soft.charCodeAt(i));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitHeaderBody(raw);
  const found = { text: '', html: '' };
  collectParts(headers, body, found);
  return { headers, ...found };
}

function collectParts(headers: Record<string, string>, body: string, found: { text: string; html: string }) {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitHeaderBody(part.replace(/^\r\n/, ''));
      collectParts(inner.headers, inner.body.replace(/\r\n$/, ''), found);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (contentType.toLowerCase().startsWith('text/html')) found.html ||= decoded;
  else if (contentType.toLowerCase().startsWith('text/plain')) found.text ||= decoded;
}
