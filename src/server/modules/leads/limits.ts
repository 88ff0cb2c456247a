import type { AttemptLimit } from '../auth/rateLimits';

const MINUTE = 60_000;

/**
 * Per-IP limits of the public forms, generous for a person and tight for a script. The two that
 * send an e-mail also count per address, so nobody can make us mail one inbox over and over.
 */
export const LEADS_LIMITS = {
  emailCapture: { name: 'email-capture', windowMs: 10 * MINUTE, perIp: 10, perEmail: 3 },
  clubLead: { name: 'club-lead', windowMs: 60 * MINUTE, perIp: 5, perEmail: 3 },
  feedback: { name: 'feedback', windowMs: 10 * MINUTE, perIp: 10 },
} as const satisfies Record<string, AttemptLimit>;
