import { focusAreaChoices } from '../../../shared/profile';

/**
 * The optional labels of an upload. /performance groups sessions by them, so they are fixed lists
 * rather than free text; focus areas are the profile's choices (spec §3).
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

export const PRACTICE_TYPE_CHOICES = ['Driving range', 'On the course', 'Short game', 'Lesson', 'Home practice', 'Warm-up'] as const;

export const FOCUS_AREA_CHOICES = focusAreaChoices;
