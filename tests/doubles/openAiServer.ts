import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 (the protocol Ollama, vLLM and
 * llama.cpp servers speak too), spoken to by the real `openai` SDK: POST /v1/chat/completions,
 * whole or streamed as Server-Sent Events. Every request is kept so tests can read what the coach
 * sent; `behaviour` picks how the next requests are answered.
 */
export type DoubleBehaviour =
  /** Answers `reply`, whole or in chunks. */
  | 'reply'
  /** 500 with an OpenAI-style error body. */
  | 'error'
  /** Accepts the request and never answers (a timeout). */
  | 'hang'
  /** Streams half of `reply`, then drops the connection. */
  | 'break-mid-stream'
  /** Answers with the first system message it was sent (a model that leaks its instructions). */
  | 'echo-instructions';

export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
  authorization: string | undefined;
}

export interface OpenAiDouble {
  /** The base URL the SDK takes (…/v1). */
  baseUrl: string;
  requests: ChatRequest[];
  behaviour: DoubleBehaviour;
  reply: string;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-double',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null = null) {
  return {
    id: 'chatcmpl-double',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

export async function startOpenAiDouble(reply = 'Double coach reply: keep your trail elbow close in the downswing.'): Promise<OpenAiDouble> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as { model: string; stream?: boolean; messages: ChatRequest['messages'] };
    const request: ChatRequest = { model: body.model, stream: body.stream === true, messages: body.messages, authorization: req.headers.authorization };
    double.requests.push(request);
    const text = double.behaviour === 'echo-instructions' ? (body.messages[0]?.content ?? '') : double.reply;

    switch (double.behaviour) {
      case 'error':
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      case 'hang':
        hanging.add(res);
        return;
      default:
        break;
    }
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, text)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const words = text.match(/\S+\s*/g) ?? [];
    const sent = double.behaviour === 'break-mid-stream' ? words.slice(0, Math.ceil(words.length / 2)) : words;
    res.write(`data: ${JSON.stringify(chunk(body.model, { role: 'assistant', content: '' }))}\n\n`);
    for (const word of sent) res.write(`data: ${JSON.stringify(chunk(body.model, { content: word }))}\n\n`);
    if (double.behaviour === 'break-mid-stream') {
      // After the written half has left (destroying at once would discard it), without ending the reply.
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    res.write(`data: ${JSON.stringify(chunk(body.model, {}, 'stop'))}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const double: OpenAiDouble = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: [],
    behaviour: 'reply',
    reply,
    async close() {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}
