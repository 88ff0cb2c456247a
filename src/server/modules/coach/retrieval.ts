import MiniSearch from 'minisearch';
import { KNOWLEDGE, type KnowledgeCategory, type KnowledgeEntry } from './knowledge';

/**
 * Finds the knowledge passages a question is about, ranked by BM25+ (MiniSearch, decision 1301).
 * Terms are lower-cased, stripped of words that carry no topic, and cut to a rough stem so that
 * "slicing", "sliced" and "slice" meet.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from get getting got had has have how i if im in into is it its ' +
    'just keep keeps me my myself no not of on or our should so some than that the their them then there these they this those to too ' +
    'up us very was we were what when where which while who why will with would you your yours about any tips tip help fix fixing stop ' +
    'best better good bad way ways really always never much many more most one two also want need like lot'
  ).split(' '),
);

/** Words in nearly every golf question: they count, but a passage's title sharing one says little about the topic. */
const WEAK_TERMS = new Set(['ball', 'golf', 'club', 'shot']);

/** A light stemmer: enough to meet inflections, never a linguistic claim. */
export function stem(word: string): string {
  let term = word.toLowerCase();
  if (term.length > 5 && term.endsWith('ing')) term = term.slice(0, -3);
  else if (term.length > 4 && term.endsWith('ed')) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  if (term.length > 3 && term.endsWith('e')) term = term.slice(0, -1);
  // Doubled consonants stay ("topp" of topped/topping): folding them would meet "the top" of the backswing.
  return term;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

export interface RetrievedPassage {
  entry: KnowledgeEntry;
  score: number;
}

/** Below this a match is a stray shared word, not the question's topic. */
const MIN_SCORE = 8;

export class KnowledgeIndex {
  private readonly index: MiniSearch<KnowledgeEntry>;
  private readonly byId: Map<string, KnowledgeEntry>;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.index = new MiniSearch<KnowledgeEntry>({
      fields: ['title', 'keywords', 'advice', 'drill'],
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2 },
        boostTerm: (term) => (WEAK_TERMS.has(term) ? 0.5 : 1),
        prefix: (term) => term.length >= 5,
      },
    });
    this.index.addAll([...entries]);
  }

  /**
   * The passages about the question, best first; none when nothing in it is golf we know. Within
   * `categories` (a topic the question was understood to be about) any shared word counts: the
   * topic is settled, the words only choose among its passages.
   */
  search(question: string, options: { limit?: number; categories?: readonly KnowledgeCategory[] } = {}): RetrievedPassage[] {
    const { limit = 3, categories } = options;
    return this.index
      .search(question)
      .map((result) => ({ entry: this.byId.get(String(result.id))!, score: result.score }))
      .filter(({ entry, score }) => (categories ? categories.includes(entry.category) : score >= MIN_SCORE))
      .slice(0, limit);
  }

  byIdOf(id: string): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }
}

let shared: KnowledgeIndex | undefined;

/** The index of the whole knowledge base, built once per process (a few milliseconds). */
export function knowledgeIndex(): KnowledgeIndex {
  shared ??= new KnowledgeIndex(KNOWLEDGE);
  return shared;
}
