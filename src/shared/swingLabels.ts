import { z } from 'zod';
import { focusAreaChoices, type FocusArea } from './profile';

/**
 * The optional labels of an upload. /performance groups sessions by them, so they are fixed
 * choices: the server refuses anything else and the upload form offers exactly these. Focus areas
 * are the profile's choices (spec §3).
 */
export const CLUB_CHOICES = [
  'Driver',
  '3 Wood',
  '5 Wood',
  'Hybrid',
  '3 Iron',
  '4 Iron',
  '5 Iron',
  '6 Iron',
  '7 Iron',
  '8 Iron',
  '9 Iron',
  'Pitching Wedge',
  'Gap Wedge',
  'Sand Wedge',
  'Lob Wedge',
  'Putter',
] as const;
export type Club = (typeof CLUB_CHOICES)[number];

export const PRACTICE_TYPE_CHOICES = ['Driving range', 'On the course', 'Short game', 'Lesson', 'Home practice', 'Warm-up'] as const;
export type PracticeType = (typeof PRACTICE_TYPE_CHOICES)[number];

/**
 * How long a swing the member made, as they say it: the engine judges a shorter swing's turn and
 * tempo by what that swing is (src/swing/swingLength.ts) and cannot tell the lengths apart from
 * the pose (decision 2415). Chips are not offered: the engine does not find a swing that short.
 */
export const SWING_LENGTH_CHOICES = ['Full swing', 'Three-quarter swing', 'Half swing'] as const;
export type SwingLength = (typeof SWING_LENGTH_CHOICES)[number];

export const FOCUS_AREA_CHOICES = focusAreaChoices;
export type { FocusArea };

function choiceOf<const T extends readonly [string, ...string[]]>(label: string, choices: T) {
  return z.enum(choices, { error: `${label} must be one of: ${choices.join(', ')}.` });
}

export const clubSchema = choiceOf('Club used', CLUB_CHOICES);
export const practiceTypeSchema = choiceOf('Practice type', PRACTICE_TYPE_CHOICES);
export const focusAreaSchema = choiceOf('Focus area', FOCUS_AREA_CHOICES);
export const swingLengthSchema = choiceOf('Swing length', SWING_LENGTH_CHOICES);

export const analysisLabelsSchema = z.object({
  clubUsed: clubSchema.optional(),
  practiceType: practiceTypeSchema.optional(),
  focusArea: focusAreaSchema.optional(),
  swingLength: swingLengthSchema.optional(),
});
export type AnalysisLabels = z.infer<typeof analysisLabelsSchema>;
