/**
 * The coach's per-member limit (decision 1302): a person asking questions stays far below it; a
 * script, or a loop in a client, is stopped before it costs model calls by the hundred.
 */
export const COACH_LIMIT = { name: 'coach', windowMs: 10 * 60_000, perMember: 30 } as const;
