import type { KnowledgeCategory } from './knowledge';
import { intentOf, type Intent } from './intents';

/**
 * What a question is about, read before anything is retrieved (decision 2901): the topic, the
 * club, the shot shape and what the member asks for. Retrieval and the reply follow it, so a
 * question that names a slice is answered about the slice even when it also says "driver".
 */

export type CoachTopic =
  'ball flight' | 'swing' | 'short game' | 'putting' | 'equipment' | 'fitness' | 'mental' | 'rules' | 'course management' | 'practice' | 'my swings';

/** Why it happens, how to do or fix it, a drill, or a number. */
export type CoachAsk = 'why' | 'how' | 'drill' | 'number';

export type ShotShape = 'slice' | 'hook' | 'topped' | 'fat' | 'shank' | 'push-pull' | 'ballooning';

export interface Understanding {
  intent: Intent;
  /** Null when no words place it: retrieval then decides (grounding.ts), or it is about the member's own swings. */
  topic: CoachTopic | null;
  club: string | null;
  shape: ShotShape | null;
  ask: CoachAsk;
}

/** The knowledge passages that can answer each topic. */
export const TOPIC_CATEGORIES: Record<CoachTopic, readonly KnowledgeCategory[]> = {
  'ball flight': ['ball flight'],
  swing: ['swing fault', 'fundamentals'],
  'short game': ['short game'],
  putting: ['putting'],
  equipment: ['equipment'],
  fitness: ['fitness'],
  mental: ['mental game'],
  rules: ['rules'],
  'course management': ['course management'],
  practice: ['practice'],
  'my swings': [],
};

export function topicOfCategory(category: KnowledgeCategory): CoachTopic {
  return (Object.keys(TOPIC_CATEGORIES) as CoachTopic[]).find((topic) => TOPIC_CATEGORIES[topic].includes(category))!;
}

/** The shape of a miss, in the words golfers use for it; each has its own passage. */
const SHAPES: Array<[ShotShape, RegExp]> = [
  ['shank', /\b(shank\w*|hosel|socket\w*)\b/i],
  ['slice', /\b(slic\w*|banana|peel\w* off|curv\w* (miles |way |a lot )?right|fades? too much)\b/i],
  ['hook', /\b(hook\w*|curv\w* (miles |way |a lot )?left|draws? too much)\b/i],
  [
    'topped',
    /\b(topp\w*|top (the|my) (ball|irons?|woods?|shots?|drives?|hybrid)|thin (shots?|strikes?|it)|hit(ting)? (it |the ball |my \w+ )?thin|thins|skull\w*|blad(e|ed|ing) (it|the ball))\b/i,
  ],
  ['fat', /\b(fat|chunk\w*|behind the ball|duff(s|ed)? (my )?(irons?|shots?))\b/i],
  ['push-pull', /\b(push\w*|pull\w*|straight (left|right)|\d+ (yards|metres|meters) (left|right))\b/i],
  ['ballooning', /\b(balloon\w*|high and weak|so high|too high)\b/i],
];

/** Words that place a question in one topic, checked in this order: the more specific first. */
const TOPIC_CUES: Array<[CoachTopic, RegExp]> = [
  [
    'rules',
    /\b(rules?|penalty|penalties|drop|relief|out of bounds|ob|unplayable|provisional|lost ball|find my ball|ground under repair|gur|stakes|flagstick|flag in|plugged|embedded|allowed|touch the sand|ground (my|the) club)\b/i,
  ],
  [
    'equipment',
    /\b(shafts?|flex|fitt(ed|ing)|loft|golf balls?|pro ?v1|bounce|grind|grips|grip size|buy|new (driver|irons|clubs|wedges|putter)|hybrids? (or|vs|versus|instead)|with a hybrid|equipment|clubs? should i (carry|get))\b/i,
  ],
  ['putting', /\b(putt\w*|read(ing)? (the )?greens?|green ?reading)\b/i],
  [
    'short game',
    /\b(chip\w*|pitch\w*|bunkers?|sand|greenside|flop|lob|bump and run|wedge distances?|partial (shots?|swings?|wedges?)|clock system|fried egg|short game|around the green)\b/i,
  ],
  ['fitness', /\b(stretch\w*|gym|exercises?|strength|mobility|flexib\w*|back (pain|hurts|aches?)|lower back|your back|injur\w*|fitness|workouts?)\b/i],
  [
    'mental',
    /\b(nerv\w*|jitters|anxi\w*|confiden\w*|pressure|focus\w*|swing thoughts?|thinking|angry|anger|temper|frustrat\w*|mental\w*|tournaments?|competitions?|bad hole|blow-?ups?|ruins?)\b/i,
  ],
  [
    'course management',
    /\b(par (3|4|5)s?|off the tee|tee shots?|leave the driver|driver in the bag|tight holes?|(pick|choose) a target|middle of the green|the (flag|pin)|approach(es)?|wind\w*|break (70|80|90|100)|handicap|double bogeys?|bogeys?|strategy|course management|routine|lay ?up|in two)\b/i,
  ],
  ['practice', /\b(practi[cs]\w*|range|at home|indoors?|film\w*|record\w*|video|camera|warm\w*[ -]?up|balls should i hit)\b/i],
];

/** Their analyses, scores or faults: about their own swings even when a passage shares the words. */
const ABOUT_MY_DATA =
  /\b(my (last |latest |recent )?(analys[ie]s|scores?|numbers|results|progress|data|faults?)|am i (improving|getting better)|main fault|biggest (fault|problem|issue|weakness))\b/i;

/** Distance is a ball-flight question unless a more specific topic (wedges, putts, the gym) took it. */
const DISTANCE = /\b(distance|further|farther|hit (it|the ball) longer|clubhead speed|swing speed|more yards|hit it far)\b/i;

const CLUB =
  /\b(driver|[2-5] ?wood|fairway woods?|hybrids?|([2-9]|one|two|three|four|five|six|seven|eight|nine)[ -]?irons?|long irons?|short irons?|irons?|pitching wedge|sand wedge|lob wedge|gap wedge|wedges?|putter)\b/i;

const ASKS: Array<[CoachAsk, RegExp]> = [
  ['drill', /\b(drills?|exercise to|something to practi[cs]e)\b/i],
  ['why', /\b(why|what causes|cause of|what am i doing wrong|what'?s going on|what does .* mean|what is)\b/i],
  ['number', /\b(how (far|many|much|long|often|wide|high)|what (loft|flex|percentage|ratio|speed)|how many degrees|mph)\b/i],
];

export function understand(question: string): Understanding {
  const intent = intentOf(question);
  const shape = SHAPES.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
  const cued = TOPIC_CUES.find(([, pattern]) => pattern.test(question))?.[0];
  // A named miss outranks the looser cues (the wind, a target), never the rules, the putter or the bunker.
  const placedByShape = shape && (!cued || !['rules', 'putting', 'short game', 'fitness'].includes(cued));
  let topic: CoachTopic | null = placedByShape ? 'ball flight' : (cued ?? null);
  if (!topic && DISTANCE.test(question)) topic = 'ball flight';
  if (!topic && ABOUT_MY_DATA.test(question)) topic = 'my swings';
  return {
    intent,
    topic,
    club: question.match(CLUB)?.[0].toLowerCase() ?? null,
    shape: placedByShape ? shape : null,
    ask: ASKS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'how',
  };
}
