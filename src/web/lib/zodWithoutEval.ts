import { config } from 'zod';

/**
 * Imported first by main.tsx, before any module builds a schema. Our CSP forbids eval, and zod
 * probes `new Function` when it builds its first object schema: the probe is caught, but the
 * browser still reports a CSP violation. Jitless parsing is fast enough for form-sized objects.
 */
config({ jitless: true });
