import OpenAI from 'openai';
import { chatMessages } from './llmPrompt';
import { checkModelReply } from './modelReplyCheck';
import type { CoachModel } from './port';

export interface LlmSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class LlmReplyRefused extends Error {}

/** A reply is shown only once it passes the checks (decision 2902); else the service's built-in coach answers. */
function checked(text: string, turn: Parameters<CoachModel['reply']>[0]): string {
  if (!text) throw new LlmReplyRefused('the model sent an empty reply');
  const verdict = checkModelReply(text, turn);
  if (!verdict.ok) throw new LlmReplyRefused(verdict.reason);
  return text;
}

/**
 * The coach through any OpenAI-compatible chat completions endpoint (the `openai` SDK). No retries
 * here: on any failure the service answers with the built-in coach instead of making the member wait.
 * A streamed reply is read whole and checked before any of it is passed on: nobody reads words
 * that the checks would then take back.
 */
export function openAiCoach(settings: LlmSettings): CoachModel {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) take any key; the SDK insists on one.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    source: 'llm',
    async reply(turn, signal) {
      const completion = await client.chat.completions.create({ model: settings.model, messages: chatMessages(turn) }, { signal });
      return checked(completion.choices[0]?.message?.content?.trim() ?? '', turn);
    },
    async *stream(turn, signal) {
      const stream = await client.chat.completions.create({ model: settings.model, messages: chatMessages(turn), stream: true }, { signal });
      let written = '';
      let finished = false;
      for await (const chunk of stream) {
        if (chunk.choices[0]?.finish_reason) finished = true;
        const piece = chunk.choices[0]?.delta?.content;
        if (!piece) continue;
        written += piece;
      }
      // A connection that drops mid-reply can end the SDK's stream quietly; a finished reply says so.
      if (!finished) throw new LlmReplyRefused('the stream ended before the reply was finished');
      yield* checked(written.trim(), turn).match(/\S+\s*/g) ?? [];
    },
  };
}
