/** Names the empty PGlite cluster that tests/setup/pgliteTemplate.ts made for this run. */
export const PGLITE_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_TEMPLATE';
/** Names the same cluster with every migration applied, which the test servers start from. */
export const PGLITE_MIGRATED_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_MIGRATED_TEMPLATE';
