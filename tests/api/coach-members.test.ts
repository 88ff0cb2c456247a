import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { insertEngineAnalysis, seedCoachedMember, type SeededSwing } from './coached-member';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 29: the built-in coach answers from the member where the member matters (their handicap
 * for strategy, their faults for a swing question) and the same for everyone where they do not
 * (the rules, putting).
 */

const ASK = '/api/ai-golf-coach';

describe('the built-in coach for different members', () => {
  let server: TestServer;
  let high: ApiClient;
  let low: ApiClient;
  let newcomer: ApiClient;
  let highSwings: SeededSwing[];
  let lowSwing: SeededSwing;

  const ask = async (member: ApiClient, message: string) => {
    const response = await member.post(ASK, { message });
    expect(response.status, message).toBe(200);
    return response.body.reply as string;
  };

  beforeAll(async () => {
    server = await startTestServer({ COACH_WORD_DELAY_MS: '0' });
    const db = server.ctx.db;
    [high, low, newcomer] = [client(server.baseUrl), client(server.baseUrl), client(server.baseUrl)];
    const highId = (await high.registerMember({ email: uniqueEmail('coach-high') })).id;
    const lowId = (await low.registerMember({ email: uniqueEmail('coach-low') })).id;
    await newcomer.registerMember({ email: uniqueEmail('coach-new') });
    highSwings = await seedCoachedMember(db, highId);
    // One driver swing with a sway and nothing of the other member's faults.
    lowSwing = await insertEngineAnalysis(db, lowId, 'Driver', { view: 'face-on', sway: 14, seed: 4 }, new Date());
    await db.insert(profiles).values([
      { userId: highId, handicap: 24 },
      { userId: lowId, handicap: 6 },
    ]);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers a rules question and a putting question the same for everyone, without swing numbers', async () => {
    for (const question of ['What is the penalty for hitting out of bounds?', 'I three-putt too often, how do I fix my lag putting?']) {
      const replies = await Promise.all([high, low, newcomer].map((member) => ask(member, question)));
      expect(new Set(replies).size, question).toBe(1);
      expect(replies[0]).not.toMatch(/\/100\)/);
    }
  });

  it('plans a round by the member’s handicap', async () => {
    const [highReply, lowReply, newReply] = await Promise.all([high, low, newcomer].map((member) => ask(member, 'How can I break 90?')));
    expect(highReply).toContain('With a handicap of 24 you receive a stroke on every hole');
    expect(lowReply).toContain('With a handicap of 6,');
    expect(newReply).not.toContain('handicap of');
    expect(new Set([highReply, lowReply, newReply]).size).toBe(3);
  });

  it('ties a swing question to the member’s own fault, and only theirs', async () => {
    const overTheTop = highSwings.at(-1)!.analysis.analysisResults.faults.find((fault) => fault.code === 'over_the_top')!;
    const [highReply, lowReply, newReply] = await Promise.all([high, low, newcomer].map((member) => ask(member, 'How do I stop coming over the top?')));
    expect(highReply).toContain(overTheTop.evidence);
    expect(lowReply).not.toContain(overTheTop.evidence);
    expect(newReply).toContain('You have no analysed swing yet');

    const sway = lowSwing.analysis.analysisResults.faults.find((fault) => fault.code === 'sway');
    expect(sway).toBeDefined();
    expect(await ask(low, 'My hips sway away from the target in the backswing')).toContain(sway!.evidence);
  });
});
