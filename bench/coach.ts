/**
 * The built-in AI golf coach on golfer questions (issue 29). The questions, each with the topic it
 * is about and the words a right reply contains, are in bench/coach-questions.json, written from
 * what golfers ask and read by nothing but this script. A member with four analysed swings (the
 * engine's analyses of modelled golfers) and a profile asks each one. A reply is on topic when the
 * passage it opens with is one of the question's topic and it contains one of the expected words;
 * its opening is wrong-topic when its first paragraph carries a passage of another topic. Prints
 * JSON; the replies are written to bench/.out/coach-replies.md for reading.
 *
 *   npm run bench:coach
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinCoach } from '../src/server/modules/coach/builtinCoach';
import { groundTurn } from '../src/server/modules/coach/grounding';
import { KNOWLEDGE } from '../src/server/modules/coach/knowledge';
import { topicOfCategory } from '../src/server/modules/coach/understanding';
import { profiles } from '../src/server/db/schema';
import { client, uniqueEmail } from '../tests/api/client';
import { seedCoachedMember } from '../tests/api/coached-member';
import { startTestServer } from '../tests/api/harness';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const QUESTIONS_FILE = path.join(repoRoot, 'bench/coach-questions.json');
const REPLIES_FILE = path.join(repoRoot, 'bench/.out/coach-replies.md');

interface BenchQuestion {
  question: string;
  /** A knowledge topic, "my swings" (the member's own analyses) or "off topic". */
  topic: string;
  /** A right reply contains at least one of these (lower case). */
  mustMention: string[];
}

interface BenchResult {
  question: string;
  topic: string;
  understood: string;
  onTopic: boolean;
  wrongTopicOpening: boolean;
  passages: string[];
  ms: number;
  reply: string;
}

/** The topic of each passage, found by its advice in a reply's text. */
const PASSAGE_TOPICS = KNOWLEDGE.map((entry) => ({ advice: entry.advice, title: entry.title, topic: topicOfCategory(entry.category) }));

function passagesIn(text: string) {
  return PASSAGE_TOPICS.filter((passage) => text.includes(passage.advice));
}

/** Replies to ten questions of ten different topics must not share a paragraph: nothing is a fixed block. */
function sharedParagraphs(replies: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const reply of replies) for (const paragraph of new Set(reply.split('\n\n'))) seen.set(paragraph, (seen.get(paragraph) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([paragraph]) => paragraph);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (value: number) => Math.round(value * 100) / 100;
const share = (part: number, whole: number) => round((100 * part) / whole);

async function main() {
  const { questions } = JSON.parse(await fs.readFile(QUESTIONS_FILE, 'utf8')) as { questions: BenchQuestion[] };
  const server = await startTestServer();
  try {
    const member = client(server.baseUrl);
    const { id: userId } = await member.registerMember({ email: uniqueEmail('bench-coach'), firstName: 'Sam' });
    await seedCoachedMember(server.ctx.db, userId);
    await server.ctx.db
      .insert(profiles)
      .values({ userId, handicap: 18, golfExperience: 'intermediate', swingFocusAreas: [], golfGoals: 'Break 90' })
      .onConflictDoUpdate({ target: profiles.userId, set: { handicap: 18, golfGoals: 'Break 90' } });
    const coach = builtinCoach(0);
    const signal = new AbortController().signal;

    const results: BenchResult[] = [];
    for (const { question, topic, mustMention } of questions) {
      const started = performance.now();
      const turn = await groundTurn(server.ctx.db, userId, { message: question });
      const reply = await coach.reply(turn, signal);
      const ms = performance.now() - started;
      const opening = reply.split('\n\n')[0] ?? '';
      const openingPassages = passagesIn(opening);
      const firstPassage = passagesIn(reply)[0];
      // The opening names the passage (its title) or, asked for a drill, the drill with the title before it.
      const opensWith = PASSAGE_TOPICS.find((passage) => opening.startsWith(passage.title));
      const lower = reply.toLowerCase();
      const expectsPassage = topic !== 'my swings' && topic !== 'off topic';
      const rightOpening = expectsPassage ? opensWith?.topic === topic : opensWith === undefined && firstPassage === undefined;
      results.push({
        question,
        topic,
        understood: turn.understanding.topic ?? 'none',
        onTopic: rightOpening && mustMention.some((word) => lower.includes(word)),
        wrongTopicOpening: openingPassages.some((passage) => passage.topic !== topic),
        passages: turn.passages.map((passage) => passage.entry.id),
        ms,
        reply,
      });
    }

    // The first question of each of ten topics.
    const topics = [...new Set(results.map((result) => result.topic))].slice(0, 10);
    const tenReplies = topics.map((topic) => results.find((result) => result.topic === topic)!.reply);
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    await fs.mkdir(path.dirname(REPLIES_FILE), { recursive: true });
    await fs.writeFile(
      REPLIES_FILE,
      [
        '# Built-in coach replies (bench/coach.ts)',
        '',
        'A member with four analysed swings (the engine on modelled golfers, tests/api/coached-member.ts), handicap 18, asks each question.',
        '',
        ...results.flatMap((result, index) => [
          `## ${index + 1}. ${result.question}`,
          '',
          `expected ${result.topic} · understood ${result.understood} · on topic: ${result.onTopic} · wrong-topic opening: ${result.wrongTopicOpening} · passages: ${result.passages.join(', ') || 'none'}`,
          '',
          result.reply.replace(/\n\n/g, '\n\n> ').replace(/^/, '> '),
          '',
        ]),
      ].join('\n'),
    );
    const onTopic = results.filter((result) => result.onTopic).length;
    const wrongOpenings = results.filter((result) => result.wrongTopicOpening).length;
    console.log(
      JSON.stringify(
        {
          questions: results.length,
          onTopic,
          onTopicPercent: share(onTopic, results.length),
          wrongTopicOpenings: wrongOpenings,
          wrongTopicOpeningPercent: share(wrongOpenings, results.length),
          tenTopics: topics,
          paragraphsSharedByTheirReplies: sharedParagraphs(tenReplies),
          notOnTopic: results
            .filter((result) => !result.onTopic)
            .map((result) => `${result.question} (expected ${result.topic}, understood ${result.understood})`),
          wrongTopicOpening: results.filter((result) => result.wrongTopicOpening).map((result) => result.question),
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
