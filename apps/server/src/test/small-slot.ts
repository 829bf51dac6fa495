import type { SlotConfig } from '../providers/house-games/engines/slot.ts';

const A = 0;
const B = 1;
const C = 2;
const D = 3;
const W = 4;
const S = 5;

/** Short strips, so every one of the 7·6·7·6·6 stop combinations can be played. */
export function smallSlot(freeSpins: SlotConfig['freeSpins']): SlotConfig {
  return {
    seed: 'small',
    rtpVariant: 9600,
    rtp: 0,
    theme: { id: 'test', name: 'Test' },
    symbols: [
      { id: 'a', kind: 'regular', name: 'A', icon: 'A' },
      { id: 'b', kind: 'regular', name: 'B', icon: 'B' },
      { id: 'c', kind: 'regular', name: 'C', icon: 'C' },
      { id: 'd', kind: 'regular', name: 'D', icon: 'D' },
      { id: 'wild', kind: 'wild', name: 'Wild', icon: 'W' },
      { id: 'scatter', kind: 'scatter', name: 'Scatter', icon: 'S' },
    ],
    reels: [
      [A, B, C, D, S, A, B],
      [W, A, B, S, C, D],
      [A, W, B, C, S, D, A],
      [B, A, S, C, W, D],
      [C, S, A, B, D, W],
    ],
    pays: [
      [0, 0, 0, 2, 5, 10],
      [0, 0, 0, 3, 8, 20],
      [0, 0, 0, 5, 15, 50],
      [0, 0, 0, 10, 40, 200],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ],
    scatterPays: [0, 0, 1, 3, 10, 50],
    freeSpins,
  };
}
