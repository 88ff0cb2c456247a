/** The built-in coach's golf knowledge: short, checked passages a reply is grounded in (decision 1301). */
export const KNOWLEDGE_CATEGORIES = [
  'ball flight',
  'swing fault',
  'fundamentals',
  'short game',
  'putting',
  'equipment',
  'course management',
  'practice',
  'fitness',
  'mental game',
  'rules',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

export interface KnowledgeEntry {
  id: string;
  category: KnowledgeCategory;
  /** What a golfer would call it: the topic a reply names first. */
  title: string;
  /** Words golfers use for it, so a question in their own words finds it. */
  keywords: string;
  /** The advice itself, in two or three sentences. */
  advice: string;
  /** A drill that fits, with its reps. */
  drill?: string;
  /** The swing engine's fault codes this passage is about (src/swing/faults.ts). */
  faults?: readonly string[];
  /** The engine's measurements that show it (src/swing/metrics.ts keys). */
  metrics?: readonly string[];
}
