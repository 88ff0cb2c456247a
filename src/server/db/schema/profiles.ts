import { boolean, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  clubFittingChoices,
  dominantHandChoices,
  favoriteCoursetypeChoices,
  golfExperienceChoices,
  playFrequencyChoices,
  preferredTeesChoices,
  type FocusArea,
} from '../../../shared/profile';
import { users } from './users';

/** The golf profile of spec §3: one row per member, written by the 6-step wizard (upsert). */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  heightCm: real('height_cm'),
  weightKg: real('weight_kg'),
  dominantHand: text('dominant_hand', { enum: dominantHandChoices }),
  golfExperience: text('golf_experience', { enum: golfExperienceChoices }),
  handicap: real('handicap'),
  playFrequency: text('play_frequency', { enum: playFrequencyChoices }),
  golfGoals: text('golf_goals'),
  driverBrand: text('driver_brand'),
  driverLoft: real('driver_loft'),
  ironSet: text('iron_set'),
  clubFitting: text('club_fitting', { enum: clubFittingChoices }),
  preferredTees: text('preferred_tees', { enum: preferredTeesChoices }),
  homeCourse: text('home_course'),
  favoriteCoursetype: text('favorite_coursetype', { enum: favoriteCoursetypeChoices }),
  /** Stored as a real list (queryable); the API carries it as the spec's JSON string. */
  swingFocusAreas: jsonb('swing_focus_areas').$type<FocusArea[]>().notNull().default([]),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
