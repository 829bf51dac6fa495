import { describe, expect, it } from 'vitest';
import { checkSlotConfig, REELS, SLOT_RTP_VARIANTS } from './slot.ts';
import { createSlotConfig, RTP_TOLERANCE, SLOT_THEMES } from './slot-config.ts';
import { slotRtp } from './slot-math.ts';

describe('createSlotConfig', () => {
  it('builds the same slot from the same seed and variant', () => {
    expect(createSlotConfig('pharaoh-7', 9600)).toEqual(createSlotConfig('pharaoh-7', 9600));
  });

  it('keeps the reels of a seed across RTP variants and reaches each variant by its pays', () => {
    const variants = SLOT_RTP_VARIANTS.map((variant) => createSlotConfig('shared-reels', variant));
    for (const config of variants) {
      expect(config.reels).toEqual(variants[0]!.reels);
      expect(Math.abs(config.rtp - config.rtpVariant / 10_000)).toBeLessThanOrEqual(RTP_TOLERANCE);
    }
    expect(variants[0]!.pays).not.toEqual(variants[2]!.pays);
  });

  it('reaches every RTP variant exactly for many seeds, with a sensible paytable', () => {
    for (let i = 0; i < 40; i++) {
      for (const variant of SLOT_RTP_VARIANTS) {
        const config = createSlotConfig(`game-${i}`, variant);
        expect(() => checkSlotConfig(config)).not.toThrow();
        expect(slotRtp(config)).toBe(config.rtp);
        expect(Math.abs(config.rtp - variant / 10_000)).toBeLessThanOrEqual(RTP_TOLERANCE);
        config.symbols.forEach((symbol, index) => {
          const [, , , three, four, five] = config.pays[index]!;
          if (symbol.kind === 'regular') {
            expect(three).toBeGreaterThanOrEqual(1);
            expect(four).toBeGreaterThan(three!);
            expect(five).toBeGreaterThan(four!);
          } else {
            expect(config.pays[index]!.every((pay) => pay === 0)).toBe(true);
          }
        });
      }
    }
  });

  it('makes distinct slots across themes', () => {
    const configs = Array.from({ length: 120 }, (_, i) => createSlotConfig(`catalogue-${i}`, 9600));
    expect(new Set(configs.map((config) => config.theme.id)).size).toBe(SLOT_THEMES.length);
    expect(new Set(configs.map((config) => JSON.stringify(config.reels))).size).toBe(configs.length);
    for (const config of configs.slice(0, 5)) {
      expect(config.reels).toHaveLength(REELS);
      expect(config.symbols.filter((symbol) => symbol.kind === 'wild')).toHaveLength(1);
      expect(config.symbols.filter((symbol) => symbol.kind === 'scatter')).toHaveLength(1);
    }
  });
});
