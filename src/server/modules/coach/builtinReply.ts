import type { Fault } from '../../../shared/analysis';
import type { KnowledgeCategory, KnowledgeEntry } from './knowledge';
import type { MemberContext, MemberSwing } from './memberContext';
import { describeSwing, formatMeasurement, keyMetricsLine, mainFault, trendLine } from './memberFacts';
import type { CoachTurn } from './port';
import { practiceForHandicap, strategyForHandicap } from './handicapAdvice';
import type { Understanding } from './understanding';

/**
 * The built-in coach (decisions 1301, 2901): a reply composed from what the question was
 * understood to ask, the passage retrieved for it and, where they bear on it, the member's own
 * analyses. Deterministic, so the same question on the same data always gets the same answer.
 */

const NO_SWINGS = 'You have no analysed swing yet, so this is general advice: upload a swing from your dashboard and I will tie it to your own numbers.';

/** Passages about the full swing and the ball it sends: the member's swing measurements bear on these, and on nothing else. */
const SWING_CATEGORIES: readonly KnowledgeCategory[] = ['ball flight', 'swing fault', 'fundamentals'];
/** Swing passages the engine's fault drills belong to; a ball-flight passage keeps its own drill. */
const FAULT_DRILL_CATEGORIES: readonly KnowledgeCategory[] = ['swing fault', 'fundamentals'];

function paragraphs(...parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}

/** The swings to look at, in order: the one chosen, else those with the club the question names, then the newest. */
function swingsToRead(member: MemberContext, club: string | null): MemberSwing[] {
  if (member.focusChosen && member.focus) return [member.focus];
  const withClub = club ? member.swings.filter((swing) => swing.club?.toLowerCase() === club) : [];
  return [...withClub, ...member.swings.filter((swing) => !withClub.includes(swing))];
}

/** The member's swing showing the passage's fault, and the fault. */
function faultShown(entry: KnowledgeEntry, swings: readonly MemberSwing[]): { swing: MemberSwing; fault: Fault } | undefined {
  for (const swing of swings) {
    const fault = swing.faults.find((candidate) => entry.faults?.includes(candidate.code));
    if (fault) return { swing, fault };
  }
  return undefined;
}

/** How the member's data bears on a swing passage: the fault it is about, else the number that shows it; nothing for other topics. */
function memberLink(entry: KnowledgeEntry, member: MemberContext, understanding: Understanding): string | undefined {
  if (!SWING_CATEGORIES.includes(entry.category)) return undefined;
  const swings = swingsToRead(member, understanding.club);
  const read = swings[0];
  if (!read) return NO_SWINGS;
  const shown = faultShown(entry, swings);
  if (shown && entry.category === 'ball flight')
    return `Behind this, your ${describeSwing(shown.swing)} measured ${shown.fault.name.toLowerCase()}: ${shown.fault.evidence}`;
  if (shown) return `Your ${describeSwing(shown.swing)} shows exactly this: ${shown.fault.name.toLowerCase()}. ${shown.fault.evidence}`;
  // In the passage's own order: its first metric is the one that shows the topic best.
  const measurement = entry.metrics?.map((key) => read.metrics.find((candidate) => candidate.key === key)).find((found) => found !== undefined);
  if (!measurement) return undefined;
  return `On your ${describeSwing(read)} the analysis measured ${formatMeasurement(measurement)} and did not flag it as a fault, so it is not what costs you most right now.`;
}

function drillLine(entry: KnowledgeEntry, member: MemberContext, understanding: Understanding): string | undefined {
  const shown = FAULT_DRILL_CATEGORIES.includes(entry.category) ? faultShown(entry, swingsToRead(member, understanding.club)) : undefined;
  if (shown) return paragraphs(`Your drill: ${shown.fault.drill}`, shown.fault.feel ? `The feel: ${shown.fault.feel}` : undefined);
  return entry.drill ? `Drill: ${entry.drill}` : undefined;
}

/** The handicap where it changes the advice: strategy on the course, the split of practice time. */
function profileLine(entry: KnowledgeEntry, member: MemberContext): string | undefined {
  const handicap = member.profile?.handicap ?? null;
  if (handicap === null) return undefined;
  if (entry.category === 'course management') return strategyForHandicap(handicap);
  if (entry.category === 'practice') return practiceForHandicap(handicap);
  return undefined;
}

function topicReply(entry: KnowledgeEntry, turn: CoachTurn): string {
  const { member, understanding } = turn;
  const drill = drillLine(entry, member, understanding);
  // Asked for a drill: the drill leads, the why follows.
  if (understanding.ask === 'drill' && drill)
    return paragraphs(`${entry.title}. ${drill}`, entry.advice, memberLink(entry, member, understanding), profileLine(entry, member));
  return paragraphs(`${entry.title}: ${entry.advice}`, memberLink(entry, member, understanding), drill, profileLine(entry, member));
}

/** Asking whether they are getting better: the trend leads. */
const ABOUT_PROGRESS = /\b(improv\w*|progress\w*|getting better|trend|gone up|gone down|same as last)\b/i;

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
  if (ABOUT_PROGRESS.test(question)) return trend ? paragraphs(trend, fault) : paragraphs(fault, 'Upload another swing to see a trend: it takes two.');
  return fault;
}

function steer(member: MemberContext, opening: string): string {
  const main = mainFault(member.focus);
  const offer = main
    ? `For example, we could work on the main fault of your last analysis: ${main.name.toLowerCase()}.`
    : 'Ask me about your swing, a fault, a drill, putting, the short game or how to practise.';
  return `${opening} ${offer}`;
}

export function builtinReply(turn: CoachTurn): string {
  const { member, understanding } = turn;
  const top = turn.passages[0];
  switch (understanding.intent) {
    case 'instructions':
      return steer(member, 'I keep how I am set up to myself, but I am glad to talk golf.');
    case 'greeting':
      return steer(member, `Hi${member.firstName ? ` ${member.firstName}` : ''}! What would you like to work on?`);
    default:
      if (understanding.topic === 'my swings') return swingsReply(member, turn.question);
      if (!top) return steer(member, 'I am your golf coach, so I stick to golf: your swing, practice, equipment, the course and the mental game.');
      return topicReply(top.entry, turn);
  }
}
