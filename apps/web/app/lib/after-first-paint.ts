/**
 * Marks a server-rendered frame whose page loads once the page around it has been painted (decision
 * 0066): the document's loader gives it its `src` when it starts the page's scripts.
 */
export const AFTER_FIRST_PAINT = { 'data-after-first-paint': '' } as const;
