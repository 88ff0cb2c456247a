import type { z } from 'zod';

/** The first zod message per top-level field, for showing under each form control. */
export function fieldErrors<T extends string>(result: z.ZodSafeParseResult<unknown>): Partial<Record<T, string>> {
  if (result.success) return {};
  const errors: Partial<Record<T, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field as T] === undefined) errors[field as T] = issue.message;
  }
  return errors;
}
