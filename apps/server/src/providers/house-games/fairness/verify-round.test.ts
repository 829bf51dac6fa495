import { describe, expect, it } from 'vitest';
import { blackjackAct, startBlackjack } from '../engines/blackjack.ts';
import { playCrash } from '../engines/crash.ts';
import { playDice } from '../engines/dice.ts';
import { type HighLowAction, highLowAct, startHighLow } from '../engines/high-low.ts';
import { type MinesAction, minesAct, startMines } from '../engines/mines.ts';
import { playRoulette } from '../engines/roulette.ts';
import { playSlot } from '../engines/slot.ts';
import { createSlotConfig } from '../engines/slot-config.ts';
import { createSeedPair, nextRound, rotateSeedPair, roundStream } from './provably-fair.ts';
import { verifyRound } from './verify-round.ts';

describe('verifyRound', () => {
  it('recomputes recorded rounds of every engine once the server seed is revealed', () => {
    let pair = createSeedPair('verify-me');
    const shownHash = pair.serverSeedHash;
    const take = () => {
      const round = nextRound(pair);
      pair = round.pair;
      return round.seeds;
    };
    const dice = take();
    const diceParams = { target: 4200, direction: 'under' as const };
    const diceOutcome = playDice(diceParams, roundStream(dice));
    const crash = take();
    const crashOutcome = playCrash({ autoCashOut: 250 }, roundStream(crash));
    const roulette = take();
    const rouletteParams = { bets: [{ type: 'red' as const, stakeMinor: 500 }] };
    const rouletteOutcome = playRoulette(rouletteParams, roundStream(roulette));
    const slotConfig = createSlotConfig('verify', 9600);
    const slot = take();
    const slotOutcome = playSlot(slotConfig, roundStream(slot));

    // Stateful rounds: the service keeps the state and the moves; each move gets the round's stream.
    const mines = take();
    const minesActions: MinesAction[] = [];
    let minesState = startMines({ mines: 3 }, roundStream(mines));
    for (let tile = 0; tile < 25 && minesState.status === 'active' && minesActions.length < 4; tile++) {
      if (minesState.minePositions.includes(tile)) continue;
      minesActions.push({ type: 'reveal', tile });
      minesState = minesAct(minesState, { type: 'reveal', tile });
    }
    minesActions.push({ type: 'cash_out' });
    minesState = minesAct(minesState, { type: 'cash_out' });

    const highLow = take();
    const highLowActions: HighLowAction[] = [
      { type: 'skip' },
      { type: 'guess', guess: 'higher' },
      { type: 'skip' },
    ];
    let highLowState = startHighLow({}, roundStream(highLow));
    for (const action of highLowActions) {
      if (highLowState.status !== 'active') break;
      if (action.type === 'guess' && highLowState.card.rank === 13) continue;
      highLowState = highLowAct(highLowState, action, roundStream(highLow));
    }

    const blackjack = take();
    let blackjackState = startBlackjack(roundStream(blackjack));
    const blackjackActions = blackjackState.status === 'player_turn' ? [{ type: 'stand' as const }] : [];
    for (const action of blackjackActions) blackjackState = blackjackAct(blackjackState, action);

    const { revealed } = rotateSeedPair(pair);
    const seeds = {
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      serverSeedHash: shownHash,
    };
    expect(verifyRound('dice', seeds, dice.nonce, diceParams)).toEqual({
      serverSeedHash: shownHash,
      hashMatches: true,
      outcome: diceOutcome,
    });
    expect(verifyRound('crash', seeds, crash.nonce, { autoCashOut: 250 }).outcome).toEqual(crashOutcome);
    expect(verifyRound('roulette', seeds, roulette.nonce, rouletteParams).outcome).toEqual(rouletteOutcome);
    expect(verifyRound('slot', seeds, slot.nonce, slotConfig).outcome).toEqual(slotOutcome);
    expect(
      verifyRound('mines', seeds, mines.nonce, { params: { mines: 3 }, actions: minesActions }).outcome,
    ).toEqual(minesState);
    const highLowPlayed = highLowState.steps.map(
      (step): HighLowAction =>
        step.action === 'skip' ? { type: 'skip' } : { type: 'guess', guess: step.action },
    );
    expect(
      verifyRound('high_low', seeds, highLow.nonce, { params: {}, actions: highLowPlayed }).outcome,
    ).toEqual(highLowState);
    expect(verifyRound('blackjack', seeds, blackjack.nonce, { actions: blackjackActions }).outcome).toEqual(
      blackjackState,
    );
  });

  it('flags a revealed seed that does not match the hash shown before play', () => {
    const pair = createSeedPair('x');
    const other = createSeedPair('x');
    const params = { target: 5000, direction: 'over' as const };
    const verified = verifyRound('dice', { ...pair, serverSeedHash: other.serverSeedHash }, 0, params);
    expect(verified.hashMatches).toBe(false);
    expect(
      verifyRound('dice', { serverSeed: pair.serverSeed, clientSeed: 'x' }, 0, params).hashMatches,
    ).toBeNull();
  });

  it('gives different outcomes for another client seed or nonce', () => {
    const { serverSeed } = createSeedPair();
    const rolls = new Set(
      ['a', 'b', 'c'].flatMap((clientSeed) =>
        [0, 1, 2].map(
          (nonce) =>
            verifyRound('dice', { serverSeed, clientSeed }, nonce, { target: 5000, direction: 'over' })
              .outcome.roll,
        ),
      ),
    );
    expect(rolls.size).toBeGreaterThan(6);
  });
});
