import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clubLeadBodySchema, emailCaptureSchema, feedbackBodySchema } from '../../../shared/leads';
import { API_ROUTES } from '../../../shared/routes';
import { ApiError, apiRequest, messageOf } from '../../lib/api';

/** The landing page's public calls (spec §7). Their answers are not read: success or failure is enough. */

export const useEmailCapture = () =>
  useMutation({ mutationFn: (body: z.output<typeof emailCaptureSchema>) => apiRequest('POST', API_ROUTES.emailCapture, body) });

export const useClubLead = () => useMutation({ mutationFn: (body: z.output<typeof clubLeadBodySchema>) => apiRequest('POST', API_ROUTES.clubLeads, body) });

export const useFeedback = () => useMutation({ mutationFn: (body: z.output<typeof feedbackBodySchema>) => apiRequest('POST', API_ROUTES.feedback, body) });

/**
 * What a failure toast says: the server's own sentence when it refused (a field it did not
 * accept, or how long to wait after too many tries), otherwise the spec's fixed text.
 */
export function failureDescription(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? messageOf(error) : fallback;
}
