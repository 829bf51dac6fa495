/**
 * The lines a line market is offered at: the half line nearest the expected value, two either side, and
 * the Asian quarter lines next to it (which settle in halves). Lines move with the score, as in-play
 * lines do; a bet keeps the line it was struck at.
 */
export function totalLines(expected: number, floor: number, step = 1): number[] {
  const main = Math.floor(expected) + 0.5;
  const lines = [main - 2 * step, main - step, main - 0.25, main, main + 0.25, main + step, main + 2 * step];
  return lines.filter((line) => line > floor);
}

/** Handicap lines around the one that balances the sides (expected home margin negated). */
export function handicapLines(expectedHomeMargin: number, step = 0.5): number[] {
  const centre = Math.round(-expectedHomeMargin / step) * step;
  return [
    centre - 2 * step,
    centre - step,
    centre - 0.25,
    centre,
    centre + 0.25,
    centre + step,
    centre + 2 * step,
  ];
}
