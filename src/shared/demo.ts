import { z } from 'zod';
import { swingAnalysisSchema } from './analysis';
import { textField } from './auth';

/** The password-gated demo (spec §2 Demo page, §5 Demo gate). */

export const DEMO_INVALID_CODE = 'Invalid password. Contact development team for demo access.';

export const demoUnlockSchema = z.object({
  code: textField('Access code').min(1, 'Access code is required.').max(200, 'Access code must be at most 200 characters.'),
});

export const demoAnalysisSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  analysis: swingAnalysisSchema,
});
export type DemoAnalysis = z.infer<typeof demoAnalysisSchema>;

/** Locked until the code was entered in this browser; then the demo's analyses, read-only. */
export const demoStateSchema = z.discriminatedUnion('unlocked', [
  z.object({ unlocked: z.literal(false) }),
  z.object({ unlocked: z.literal(true), analyses: z.array(demoAnalysisSchema) }),
]);
export type DemoState = z.infer<typeof demoStateSchema>;
