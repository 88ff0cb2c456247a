import type { FastifyBaseLogger } from 'fastify';
import { COACH_CONVERSATION_SHOWN, type CoachConversation, type CoachReply, type CoachStreamEvent } from '../../../shared/coach';
import type { Database } from '../../db/client';
import type { CoachModel, CoachTurn } from './port';
import { groundTurn } from './grounding';
import { historyWindow } from './historyWindow';
import { deleteCoachMessages, insertCoachMessage, latestCoachMessages } from './store';

export interface CoachModels {
  /** The configured language model, or the built-in coach when none is. */
  primary: CoachModel;
  /** Always the built-in coach: it answers when the primary fails. */
  builtin: CoachModel;
  timeoutMs: number;
}

interface CoachDeps {
  db: Database;
  log: FastifyBaseLogger;
  models: CoachModels;
}

interface Question {
  message: string;
  conversationHistory: Array<{ role: 'user' | 'assistant'; content: string }>;
  analysisId?: string | undefined;
}

/** Stored messages read for the history: more than a token budget ever keeps. */
const HISTORY_READ = 20;

/**
 * The history is the conversation as the server stored it (decision 2900), never the copy the
 * widget sends back, trimmed to a token budget. The member's question is stored before anything
 * can fail, so nothing they sent is lost.
 */
async function prepare(deps: CoachDeps, userId: string, question: Question): Promise<CoachTurn> {
  const stored = await latestCoachMessages(deps.db, userId, HISTORY_READ);
  const turn = await groundTurn(deps.db, userId, question, historyWindow(stored));
  await insertCoachMessage(deps.db, userId, { role: 'user', content: question.message, analysisId: question.analysisId });
  return turn;
}

function deadline(models: CoachModels, signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(models.timeoutMs)]);
}

/** POST /api/ai-golf-coach: the whole reply; the model's failure or timeout gets the built-in coach's. */
export async function answer(deps: CoachDeps, userId: string, question: Question, signal: AbortSignal): Promise<CoachReply> {
  const turn = await prepare(deps, userId, question);
  const { primary, builtin } = deps.models;
  let reply: CoachReply;
  try {
    reply = { reply: await primary.reply(turn, deadline(deps.models, signal)), source: primary.source };
  } catch (error) {
    if (primary === builtin) throw error;
    deps.log.warn({ err: error }, 'coach: the language model failed; the built-in coach answers');
    reply = { reply: await builtin.reply(turn, signal), source: builtin.source };
  }
  await insertCoachMessage(deps.db, userId, { role: 'assistant', content: reply.reply, analysisId: question.analysisId, source: reply.source });
  return reply;
}

/**
 * The streamed variant: the grounding and the stored question first (errors there are ordinary
 * 4xx answers), then the events. A model that fails after writing some words is replaced by the
 * built-in coach with a `reset`, so the member never reads half of one reply glued to another.
 */
export async function answerStream(deps: CoachDeps, userId: string, question: Question, signal: AbortSignal): Promise<AsyncGenerator<CoachStreamEvent>> {
  const turn = await prepare(deps, userId, question);
  const { primary, builtin } = deps.models;

  async function* events(): AsyncGenerator<CoachStreamEvent> {
    let written = '';
    let source = primary.source;
    try {
      for await (const text of primary.stream(turn, deadline(deps.models, signal))) {
        written += text;
        yield { type: 'delta', text };
      }
    } catch (error) {
      // The member left: nothing to answer, nothing to log.
      if (signal.aborted) return;
      if (primary === builtin) throw error;
      deps.log.warn({ err: error }, 'coach: the language model failed while streaming; the built-in coach answers');
      if (written) yield { type: 'reset' };
      written = '';
      source = builtin.source;
      for await (const text of builtin.stream(turn, signal)) {
        written += text;
        yield { type: 'delta', text };
      }
    }
    if (signal.aborted) return;
    await insertCoachMessage(deps.db, userId, { role: 'assistant', content: written, analysisId: question.analysisId, source });
    yield { type: 'done', reply: written, source };
  }
  return events();
}

export async function conversation(db: Database, userId: string): Promise<CoachConversation> {
  const rows = await latestCoachMessages(db, userId, COACH_CONVERSATION_SHOWN);
  return {
    messages: rows.map((row) => ({
      role: row.role,
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      ...(row.source ? { source: row.source } : {}),
    })),
  };
}

export async function clearConversation(db: Database, userId: string): Promise<void> {
  await deleteCoachMessages(db, userId);
}
