import { z } from 'zod';
import { emailSchema, textField } from './auth';
import { EMAIL_CAPTURE_SOURCES, FEEDBACK_CATEGORIES, FEEDBACK_ROLES, PARTNERSHIP_TYPES } from './leadChoices';
import { controlCharactersMessage, hasControlCharacters } from './text';

export * from './leadChoices';

/**
 * The landing page's public forms (spec §3 Email capture, Club lead, Feedback; §5 rules; §7 calls)
 * and what the admin reads back. The browser validates with these schemas before sending and the
 * server validates the same bodies again, so each rule and its message live here once. The
 * choices and their labels are in leadChoices.ts, without zod, so the landing page can draw the
 * forms before it loads these schemas (decision 1021).
 */

export const SHORT_TEXT_MAX = 120;
export const LONG_TEXT_MAX = 5000;
export const FEEDBACK_MESSAGE_MIN = 5;
export const PAGE_URL_MAX = 2000;
export const USER_AGENT_MAX = 500;

/** A required one-line field: trimmed, so spaces alone count as missing. */
function requiredText(label: string) {
  return textField(label).trim().min(1, `${label} is required.`).max(SHORT_TEXT_MAX, `${label} must be at most ${SHORT_TEXT_MAX} characters.`);
}

/** Free text over several lines (tabs and line breaks allowed), trimmed. */
function multilineText(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .refine((value) => !hasControlCharacters(value, { multiline: true }), controlCharactersMessage(label))
    .trim()
    .max(LONG_TEXT_MAX, `${label} must be at most ${LONG_TEXT_MAX} characters.`);
}

/** An optional field a form sends as '' when left empty: '' and null both mean "not given". */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());
}

// ---------------------------------------------------------------------------------------------
// E-mail capture: the hero box and the exit-intent modal.

export const emailCaptureSchema = z.object({
  email: emailSchema,
  source: z.enum(EMAIL_CAPTURE_SOURCES, { error: `source must be one of: ${EMAIL_CAPTURE_SOURCES.join(', ')}.` }),
});
export type EmailCaptureBody = z.infer<typeof emailCaptureSchema>;

// ---------------------------------------------------------------------------------------------
// Club partnership enquiry.

export const clubLeadBodySchema = z.object({
  contactName: requiredText('Contact name'),
  email: emailSchema,
  clubName: requiredText('Club name'),
  partnershipType: z.enum(PARTNERSHIP_TYPES, { error: 'Please choose a partnership type.' }),
  description: optional(multilineText('Description')).optional().default(null),
});
export type ClubLeadBody = z.input<typeof clubLeadBodySchema>;

// ---------------------------------------------------------------------------------------------
// Feedback.

export const FEEDBACK_MESSAGE_TOO_SHORT = `Please provide a message with at least ${FEEDBACK_MESSAGE_MIN} characters.`;

export const feedbackBodySchema = z.object({
  name: optional(requiredText('Name')).optional().default(null),
  // Optional, but when given it must be an address we could answer.
  email: optional(emailSchema).optional().default(null),
  role: optional(z.enum(FEEDBACK_ROLES, { error: `role must be one of: ${FEEDBACK_ROLES.join(', ')}.` }))
    .optional()
    .default(null),
  category: z.enum(FEEDBACK_CATEGORIES, { error: `category must be one of: ${FEEDBACK_CATEGORIES.join(', ')}.` }).default('feature'),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5, or null.' })
    .int('Rating must be a whole number from 1 to 5, or null.')
    .min(1, 'Rating must be a whole number from 1 to 5, or null.')
    .max(5, 'Rating must be a whole number from 1 to 5, or null.')
    .nullable()
    .default(null),
  message: multilineText('Message').min(FEEDBACK_MESSAGE_MIN, FEEDBACK_MESSAGE_TOO_SHORT),
  consent: z.boolean({ error: 'consent must be true or false.' }).default(false),
  pageUrl: optional(
    textField('Page URL').max(PAGE_URL_MAX, `Page URL must be at most ${PAGE_URL_MAX} characters.`).pipe(z.url('Page URL must be a web address.')),
  )
    .optional()
    .default(null),
  userAgent: optional(textField('User agent').max(USER_AGENT_MAX, `User agent must be at most ${USER_AGENT_MAX} characters.`))
    .optional()
    .default(null),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** The answer of the three public calls: a sentence the page could show. */
export const leadReplySchema = z.object({ message: z.string() });

export const EMAIL_CAPTURED_MESSAGE = 'Almost there! Check your e-mail and confirm your address to get our golf tips.';
export const CLUB_LEAD_RECEIVED_MESSAGE = 'Thank you! Our partnerships team will contact you within 24 hours.';
export const FEEDBACK_RECEIVED_MESSAGE = 'Thank you for helping us improve.';

// ---------------------------------------------------------------------------------------------
// What the admin reads.

export const emailCaptureRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Where the address was first given. */
  source: z.enum(EMAIL_CAPTURE_SOURCES),
  /** How many times it was given (the same address twice stays one record). */
  captures: z.number().int(),
  createdAt: z.string(),
  lastCapturedAt: z.string(),
  /** The tips list (decision 2711): waiting for the confirmation link, confirmed, or unsubscribed. */
  tipsStatus: z.enum(['waiting', 'confirmed', 'unsubscribed']),
});
export type EmailCaptureRecord = z.infer<typeof emailCaptureRecordSchema>;
export const emailCaptureListSchema = z.array(emailCaptureRecordSchema);

export const feedbackRecordSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(FEEDBACK_ROLES).nullable(),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int().nullable(),
  message: z.string(),
  consent: z.boolean(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;
export const feedbackListSchema = z.array(feedbackRecordSchema);
