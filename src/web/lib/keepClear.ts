/**
 * Marks an element that floating controls (the coach button) must never cover, e.g. the landing
 * page's e-mail box, which fills a phone's width. Spread it on the element: `<div {...KEEP_CLEAR}>`.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';
export const KEEP_CLEAR = { [KEEP_CLEAR_ATTRIBUTE]: '' } as const;
