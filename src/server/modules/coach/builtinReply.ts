import type { KnowledgeEntry } from './knowledge';
import { intentOf } from './intents';
import type { MemberContext, MemberSwing } from './memberContext';
import { describeSwing, formatMeasurement, keyMetricsLine, mainFault, trendLine } from './memberFacts';
import type { CoachTurn } from './port';

/**
 * The built-in coach (decision 1301): a reply composed from the retrieved passage and the member's
 * own analyses. Deterministic, so the same question on the same data always gets the same answer.
 */

/** A retrieval score this strong means the question names a topic, even when it also says "my swing". */
const CLEAR_TOPIC_SCORE = 30;

const NO_SWINGS = 'You have no analysed swing yet, so this is general advice: upload a swing from your dashboard and I will tie it to your own numbers.';

function paragraphs(...parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}

/** How the member's data bears on the passage: the fault it is about, else the number that shows it, else the main fault. */
function memberLink(entry: KnowledgeEntry, member: MemberContext): string {
  const focus = member.focus;
  if (!focus) return NO_SWINGS;
  const fault = focus.faults.find((candidate) => entry.faults?.includes(candidate.code));
  if (fault) return `Your ${describeSwing(focus)} shows exactly this: ${fault.name.toLowerCase()}. ${fault.evidence}`;
  // In the passage's own order: its first metric is the one that shows the topic best.
  const measurement = entry.metrics?.map((key) => focus.metrics.find((candidate) => candidate.key === key)).find((found) => found !== undefined);
  if (measurement) {
    return `On your ${describeSwing(focus)} the analysis measured ${formatMeasurement(measurement)} and did not flag it as a fault, so it is not what costs you most right now.`;
  }
  const earlier = member.swings.find((swing) => swing.faults.some((candidate) => entry.faults?.includes(candidate.code)));
  const earlierFault = earlier?.faults.find((candidate) => entry.faults?.includes(candidate.code));
  if (earlier && earlierFault) return `It showed on your ${describeSwing(earlier)}: ${earlierFault.evidence}`;
  const main = mainFault(focus);
  const faultPart = main ? ` Its main fault is ${main.name.toLowerCase()}: ${main.evidence}` : ' The analysis flagged no fault on it.';
  return `Your ${describeSwing(focus)} scored ${keyMetricsLine(focus)}.${faultPart}`;
}

function drillLine(entry: KnowledgeEntry, focus: MemberSwing | null): string | undefined {
  const fault = focus?.faults.find((candidate) => entry.faults?.includes(candidate.code));
  if (fault) return paragraphs(`Your drill: ${fault.drill}`, fault.feel ? `The feel: ${fault.feel}` : undefined);
  if (entry.drill) return `Drill: ${entry.drill}`;
  const main = mainFault(focus);
  return main ? `Meanwhile, the drill for your main fault (${main.name.toLowerCase()}) still applies: ${main.drill}` : undefined;
}

function profileLine(entry: KnowledgeEntry, member: MemberContext): string | undefined {
  if (!['practice', 'course management', 'mental game'].includes(entry.category) || !member.profile) return undefined;
  const { handicap, goals } = member.profile;
  if (handicap === null && !goals) return undefined;
  const handicapPart = handicap === null ? '' : `a handicap of ${handicap}`;
  const goalPart = goals ? `${handicapPart ? ' and ' : ''}the goal “${goals}”` : '';
  return `With ${handicapPart}${goalPart}, spend most of your time on what costs you the most shots.`;
}

const closing = (member: MemberContext) =>
  member.focus ? 'Upload another swing after a week on the drill and ask me again: I will compare the numbers.' : undefined;

function topicReply(entry: KnowledgeEntry, member: MemberContext): string {
  return paragraphs(
    `${entry.title}: ${entry.advice}`,
    memberLink(entry, member),
    drillLine(entry, member.focus),
    profileLine(entry, member),
    trendLine(member),
    closing(member),
  );
}

/** Asking whether they are getting better: the trend leads. */
const ABOUT_PROGRESS = /\b(improv\w*|progress\w*|getting better|trend)\b/i;

/** "What should I work on?", "How was this swing?", "Am I improving?": the focus swing's main fault, its drill and the trend. */
function swingsReply(member: MemberContext, question: string): string {
  const focus = member.focus;
  if (!focus) return NO_SWINGS;
  const main = mainFault(focus);
  const scored = `Your ${describeSwing(focus)} scored ${keyMetricsLine(focus)}`;
  const fault = main
    ? paragraphs(
        `${scored}, and the one thing to work on is ${main.name.toLowerCase()}. ${main.evidence}`,
        `Your drill: ${main.drill}`,
        main.feel ? `The feel: ${main.feel}` : undefined,
      )
    : `${scored}, and the analysis flagged no fault on it: keep the same swing and work on your short game and routine this week.`;
  const trend = trendLine(member);
  if (ABOUT_PROGRESS.test(question) && trend) return paragraphs(trend, fault, closing(member));
  return paragraphs(fault, trend, closing(member));
}

function steer(member: MemberContext, opening: string): string {
  const main = mainFault(member.focus);
  const offer = main
    ? `For example, we could work on the main fault of your last analysis: ${main.name.toLowerCase()}.`
    : 'Ask me about your swing, a fault, a drill, putting, the short game or how to practise.';
  return `${opening} ${offer}`;
}

export function builtinReply(turn: CoachTurn): string {
  const { member } = turn;
  const intent = intentOf(turn.question);
  const top = turn.passages[0];
  switch (intent) {
    case 'instructions':
      return steer(member, 'I keep how I am set up to myself, but I am glad to talk golf.');
    case 'greeting':
      return steer(member, `Hi${member.firstName ? ` ${member.firstName}` : ''}! What would you like to work on?`);
    case 'my-swings':
      if (!top || top.score < CLEAR_TOPIC_SCORE) return swingsReply(member, turn.question);
      return topicReply(top.entry, member);
    case 'question':
      if (!top) return steer(member, 'I am your golf coach, so I stick to golf: your swing, practice, equipment, the course and the mental game.');
      return topicReply(top.entry, member);
  }
}
