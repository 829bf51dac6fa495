/** The attribute that marks a frame to load after the first paint; the document's loader looks for it. */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/**
 * Marks a server-rendered frame whose page loads once the page around it has been painted (decision
 * 0066): the document's loader gives it its `src` when it starts the page's scripts.
 */
export const AFTER_FIRST_PAINT = { [AFTER_FIRST_PAINT_ATTRIBUTE]: '' } as const;
