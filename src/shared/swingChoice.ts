import { z } from 'zod';

/**
 * PUT /api/swing-analyses/{id}/swing: `{ swing: 1 }`, which of the clip's swings to measure, by its
 * place in the clip counted from 0 (`clipSwings.topsMs`'s order; issue 24, decision 2414).
 */
export const chooseSwingBodySchema = z.object({ swing: z.number().int().nonnegative() }).strict();
