import { useCallback, useState } from 'react';

type LeadSchemas = typeof import('../../../shared/leads');

let loading: Promise<LeadSchemas> | undefined;
/** One import for every form of the page. */
const loadLeadSchemas = () => (loading ??= import('../../../shared/leads'));

/**
 * The public forms' zod schemas, loaded when a visitor first focuses a form (or submits it), not
 * with the landing page: zod is a fifth of the page's JavaScript and nobody needs it to read the
 * page (decision 1021). `schemas` is null until then; `load` resolves with them.
 */
export function useLeadSchemas() {
  const [schemas, setSchemas] = useState<LeadSchemas | null>(null);
  const load = useCallback(async () => {
    const loaded = await loadLeadSchemas();
    setSchemas(loaded);
    return loaded;
  }, []);
  return { schemas, load };
}
