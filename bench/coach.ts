/**
 * The built-in AI golf coach on real golfer questions (issue 13): a member with four analysed
 * swings (the engine's analyses of modelled golfers) asks each question; every reply is checked
 * for naming the question's topic in its first paragraph and for citing the member's own data (a
 * score of theirs, or the measured evidence of one of their faults). Prints JSON; the replies are
 * written to bench/.out/coach-replies.md for reading.
 *
 *   npm run bench:coach
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinCoach } from '../src/server/modules/coach/builtinCoach';
import { groundTurn } from '../src/server/modules/coach/grounding';
import { client, uniqueEmail } from '../tests/api/client';
import { seedCoachedMember } from '../tests/api/coached-member';
import { startTestServer } from '../tests/api/harness';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const REPLIES_FILE = path.join(repoRoot, 'bench/.out/coach-replies.md');

/** A question and the words (any one) that name its topic; `steer` marks an off-topic one. */
const QUESTIONS: Array<{ question: string; topic: string[]; steer?: true }> = [
  { question: 'How do I stop slicing my driver?', topic: ['slice'] },
  { question: 'Why does my ball curve so much to the right?', topic: ['slice'] },
  { question: 'I hook everything left, what am I doing wrong?', topic: ['hook'] },
  { question: 'I keep topping the ball with my irons.', topic: ['topping', 'topped'] },
  { question: 'Why do I chunk so many iron shots?', topic: ['chunk', 'fat'] },
  { question: 'I hit it fat every time off tight lies.', topic: ['fat'] },
  { question: 'How can I fix my tempo? My swing feels rushed.', topic: ['tempo'] },
  { question: 'What is a good backswing to downswing ratio?', topic: ['tempo', 'ratio'] },
  { question: 'I have the putting yips on short putts, help!', topic: ['yips'] },
  { question: 'Should my driver swing be different from my iron swing?', topic: ['driver'] },
  { question: 'Can you give me a practice plan for this week?', topic: ['practice'] },
  { question: 'What should I work on first?', topic: ['work on'] },
  { question: 'Am I improving?', topic: ['your score went', 'your score stayed'] },
  { question: 'How do I stop coming over the top?', topic: ['over the top'] },
  { question: 'What is early extension and do I have it?', topic: ['early extension'] },
  { question: 'How do I get more distance off the tee?', topic: ['distance'] },
  { question: 'My hips sway in the backswing, how do I stop it?', topic: ['sway'] },
  { question: 'I shank my wedges, what causes that?', topic: ['shank'] },
  { question: 'How should I grip the club?', topic: ['grip'] },
  { question: 'Where should the ball be in my stance?', topic: ['ball position'] },
  { question: 'How do I chip better around the green?', topic: ['chip'] },
  { question: 'How do I get out of greenside bunkers?', topic: ['bunker'] },
  { question: 'I three-putt a lot. How do I get better at lag putting?', topic: ['lag', 'speed'] },
  { question: 'How do I read greens better?', topic: ['reading greens', 'read'] },
  { question: 'Which shaft flex do I need?', topic: ['flex'] },
  { question: 'Should I replace my 4 iron with a hybrid?', topic: ['hybrid'] },
  { question: 'How should I play on a windy day?', topic: ['wind'] },
  { question: 'How can I break 90?', topic: ['score', 'break'] },
  { question: 'I get really nervous on the first tee.', topic: ['nerv'] },
  { question: 'What stretches would help my shoulder turn?', topic: ['turn', 'mobility'] },
  { question: 'How should I warm up before a round?', topic: ['warm'] },
  { question: 'My lead arm bends at the top, is that bad?', topic: ['lead arm'] },
  { question: 'I lose my posture and stand up through impact.', topic: ['posture', 'spine'] },
  { question: 'How do I control my wedge distances?', topic: ['wedge'] },
  { question: "What's the capital of France?", topic: ['golf coach'], steer: true },
  { question: 'Can you recommend a good pizza recipe?', topic: ['golf coach'], steer: true },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const server = await startTestServer();
  try {
    const member = client(server.baseUrl);
    const { id: userId } = await member.registerMember({ email: uniqueEmail('bench-coach'), firstName: 'Sam' });
    const swings = await seedCoachedMember(server.ctx.db, userId);
    const memberData = [
      ...swings.map((swing) => `${swing.analysis.analysisResults.overallScore}/100`),
      ...swings.flatMap((swing) => swing.analysis.analysisResults.faults.map((fault) => fault.evidence)),
    ];
    const coach = builtinCoach(0);
    const signal = new AbortController().signal;

    const results = [];
    for (const { question, topic, steer } of QUESTIONS) {
      const started = performance.now();
      const turn = await groundTurn(server.ctx.db, userId, { message: question, conversationHistory: [{ role: 'user', content: question }] });
      const reply = await coach.reply(turn, signal);
      const ms = performance.now() - started;
      const opening = (reply.split('\n\n')[0] ?? '').toLowerCase();
      results.push({
        question,
        steer: steer === true,
        onTopic: topic.some((word) => opening.includes(word)),
        citesMemberData: memberData.some((fact) => reply.includes(fact)),
        passages: turn.passages.map((passage) => passage.entry.id),
        ms,
        reply,
      });
    }

    const golf = results.filter((result) => !result.steer);
    const offTopic = results.filter((result) => result.steer);
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    await fs.mkdir(path.dirname(REPLIES_FILE), { recursive: true });
    await fs.writeFile(
      REPLIES_FILE,
      [
        '# Built-in coach replies (bench/coach.ts)',
        '',
        'A member with four analysed swings (the engine on modelled golfers, tests/api/coached-member.ts) asks each question.',
        '',
        ...results.flatMap((result, index) => [
          `## ${index + 1}. ${result.question}`,
          '',
          `on topic: ${result.onTopic} · cites the member's data: ${result.citesMemberData} · passages: ${result.passages.join(', ') || 'none'} · ${round(result.ms)} ms`,
          '',
          result.reply.replace(/\n\n/g, '\n\n> ').replace(/^/, '> '),
          '',
        ]),
      ].join('\n'),
    );
    console.log(
      JSON.stringify(
        {
          questions: golf.length,
          onTopic: golf.filter((result) => result.onTopic).length,
          citesMemberData: golf.filter((result) => result.citesMemberData).length,
          onTopicAndCitesMemberData: golf.filter((result) => result.onTopic && result.citesMemberData).length,
          offTopicQuestions: offTopic.length,
          offTopicSteeredToGolf: offTopic.filter((result) => result.onTopic).length,
          notOnTopic: golf.filter((result) => !result.onTopic).map((result) => result.question),
          notCitingMemberData: golf.filter((result) => !result.citesMemberData).map((result) => result.question),
          latencyMs: {
            mean: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
            p50: round(percentile(times, 50)),
            p95: round(percentile(times, 95)),
            max: round(times.at(-1)!),
          },
          replies: path.relative(repoRoot, REPLIES_FILE),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.close();
  }
}

await main();
