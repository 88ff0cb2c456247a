import OpenAI from 'openai';
import { chatMessages, quotesInstructions } from './llmPrompt';
import type { CoachModel } from './port';

export interface LlmSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class LlmReplyRefused extends Error {}

/**
 * The coach through any OpenAI-compatible chat completions endpoint (the `openai` SDK). No retries
 * here: on any failure the service answers with the built-in coach instead of making the member wait.
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
      const text = completion.choices[0]?.message?.content?.trim() ?? '';
      if (!text) throw new LlmReplyRefused('the model sent an empty reply');
      if (quotesInstructions(text)) throw new LlmReplyRefused('the reply quoted the instructions');
      return text;
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
        if (quotesInstructions(written)) throw new LlmReplyRefused('the reply quoted the instructions');
        yield piece;
      }
      if (!written.trim()) throw new LlmReplyRefused('the model sent an empty reply');
      // A connection that drops mid-reply can end the SDK's stream quietly; a finished reply says so.
      if (!finished) throw new LlmReplyRefused('the stream ended before the reply was finished');
    },
  };
}
