import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEngine, type EngineSettings } from './describe-engine.ts';
import { ENGINE_GAME_TYPE, type EngineId } from './engine-common.ts';
import { createSlotConfig } from './slot-config.ts';

describe('describeEngine', () => {
  it('describes every engine with its RTP, limits, rules and paytable', () => {
    const slot = createSlotConfig('describe', 9700);
    const settings: EngineSettings[] = [
      { engine: 'slot', config: slot },
      { engine: 'dice', rtpBp: 9800 },
      { engine: 'crash' },
      { engine: 'mines' },
      { engine: 'high_low' },
      { engine: 'roulette' },
      { engine: 'live_roulette' },
      { engine: 'blackjack', betLimits: { minStakeMinor: 100, maxStakeMinor: 50_000 } },
    ];
    const described = new Set<EngineId>();
    for (const setting of settings) {
      const description = describeEngine(setting);
      described.add(description.engine);
      expect(description.engine).toBe(setting.engine);
      expect(description.gameType).toBe(ENGINE_GAME_TYPE[setting.engine]);
      expect(description.rtp).toBeGreaterThan(0.9);
      expect(description.rtp).toBeLessThan(1);
      expect(description.rules.length).toBeGreaterThan(2);
      expect(description.paytable.length).toBeGreaterThan(2);
    }
    expect(described.size).toBe(Object.keys(ENGINE_GAME_TYPE).length);
    expect(describeEngine({ engine: 'slot', config: slot }).rtp).toBe(slot.rtp);
    expect(describeEngine({ engine: 'dice', rtpBp: 9800 }).rtp).toBe(0.98);
    expect(describeEngine({ engine: 'dice', rtpBp: 9800 }).paytable[0]).toEqual({
      label: '50% chance',
      pays: '1.9600×',
    });
    expect(
      describeEngine({ engine: 'blackjack', betLimits: { minStakeMinor: 100, maxStakeMinor: 50_000 } })
        .betLimits,
    ).toEqual({ minStakeMinor: 100, maxStakeMinor: 50_000 });
  });
});

describe('engine modules', () => {
  it('load in a browser: no Node import outside the server-only live table', () => {
    const here = import.meta.dirname;
    const files = [
      ...readdirSync(here).filter((file) => !file.endsWith('.test.ts') && file !== 'live-roulette.ts'),
      '../fairness/random-stream.ts',
    ];
    for (const file of files) {
      const source = readFileSync(path.join(here, file), 'utf8');
      expect(source, file).not.toMatch(/from 'node:|provably-fair|hash-chain/);
    }
  });
});
