/** Names the empty PGlite cluster that tests/setup/pgliteTemplate.ts made for this run. */
export const PGLITE_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_TEMPLATE';
