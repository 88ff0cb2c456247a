import type { z } from 'zod';
import type { priorityLevelSchema } from '../../../../shared/analysis';

/** Spec §9 score labels, priority colours and analytics thresholds, in one place. */

export type ScoreLabel = 'Excellent' | 'Good' | 'Needs Improvement';
export type Tone = 'green' | 'yellow' | 'red';

export function scoreLabel(score: number): ScoreLabel {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Good';
  return 'Needs Improvement';
}

export function scoreTone(score: number): Tone {
  if (score >= 80) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** Next-move priority: high red, medium yellow, anything else green. */
export function priorityTone(priority: z.infer<typeof priorityLevelSchema> | string): Tone {
  if (priority === 'high') return 'red';
  if (priority === 'medium') return 'yellow';
  return 'green';
}

/**
 * Text, border and soft background for each tone (WCAG AA text on the soft background), and a
 * solid background that white text reads on at AA (amber-500 gave 2.1:1 on a medium-priority badge).
 */
export const TONE_CLASSES: Record<Tone, { text: string; soft: string; solid: string }> = {
  green: { text: 'text-fairway-700', soft: 'bg-fairway-50 border-fairway-200', solid: 'bg-fairway-600' },
  yellow: { text: 'text-amber-700', soft: 'bg-amber-50 border-amber-200', solid: 'bg-amber-700' },
  red: { text: 'text-red-700', soft: 'bg-red-50 border-red-200', solid: 'bg-red-600' },
};

const EXCELLENT_SWING_EVENT = 'excellent_swing';
const HIGH_PERFORMANCE_EVENT = 'high_performance_swing';

/** The analytics events a finished analysis with this score sends (both at 85 and over). */
export function scoreAnalyticsEvents(score: number): string[] {
  const events: string[] = [];
  if (score >= 85) events.push(EXCELLENT_SWING_EVENT);
  if (score >= 80) events.push(HIGH_PERFORMANCE_EVENT);
  return events;
}

/** Spec §9: position feedback is cut to 100 characters. */
const FEEDBACK_PREVIEW_CHARS = 100;

export function truncateFeedback(text: string, limit = FEEDBACK_PREVIEW_CHARS): { preview: string; truncated: boolean } {
  if (text.length <= limit) return { preview: text, truncated: false };
  return { preview: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}
