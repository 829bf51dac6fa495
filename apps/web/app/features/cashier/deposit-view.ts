/**
 * cms-config `cashier.depositViewContainer` (spec §9 "other settings"; decision 0060): where a chosen
 * method's deposit form opens.
 * - `scroll` (the default): in the page's scroll, beside or below the methods; choosing a method
 *   scrolls its form into view when it is out of sight (on a phone it sits below the list).
 * - `container`: in the cashier's container, in the list's place: the chosen method's form alone with a
 *   way back to every method, and the methods alone until one is chosen.
 */
export type DepositViewContainer = 'scroll' | 'container';

export function depositViewContainer(cashier: Record<string, unknown> | undefined): DepositViewContainer {
  return cashier?.depositViewContainer === 'container' ? 'container' : 'scroll';
}

/** What the deposit page shows: the methods, the form, or both. */
export function depositViewParts(
  view: DepositViewContainer,
  chosenInAddress: boolean,
): { methods: boolean; form: boolean } {
  if (view === 'scroll') return { methods: true, form: true };
  return { methods: !chosenInAddress, form: chosenInAddress };
}

/** Whether a form whose top is at `top` (from the viewport's top) is out of sight and should be scrolled to. */
export function formOutOfSight(top: number, viewportHeight: number): boolean {
  return top < 0 || top > viewportHeight * 0.75;
}
