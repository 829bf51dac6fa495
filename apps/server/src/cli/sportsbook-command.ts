import { resettleSelection } from '../modules/sportsbook/bet-resettlement.service.ts';
import {
  type OperatorDeps,
  resumeMarket,
  settleLegsByHand,
  suspendMarket,
  voidBet,
} from '../modules/sportsbook/book-operator.service.ts';

export const SPORTSBOOK_USAGE = [
  'usage: npm run sportsbook -- <command>  (every command is recorded with $USER as the operator)',
  '  suspend <event> [market]            suspend an event, or one of its markets',
  '  resume <event> [market]             lift that suspension',
  '  settle <event> <market> <selection> win|lose|push|half-win|half-lose|void',
  '                                      settle the open bets on a selection by hand',
  '  resettle <event> <market> <selection> win|lose|push|half-win|half-lose|void',
  '                                      correct a settled selection: its bets are settled again and',
  '                                      the differences posted (once)',
  '  void <event> [market]               void the open legs on an event, or one of its markets',
  '  void-bet <bet id>                   void an open bet as a whole (its stake goes back)',
].join('\n');

const OUTCOMES = ['win', 'lose', 'push', 'half-win', 'half-lose', 'void'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `npm run sportsbook -- …`: the operator's hand on the book; answers the exit status. */
export async function runSportsbookCommand(
  args: readonly string[],
  deps: OperatorDeps,
  print: (line: string) => void,
): Promise<number> {
  const [command, first, second, third, fourth, ...rest] = args;
  if (rest.length > 0 || first === undefined) {
    print(SPORTSBOOK_USAGE);
    return 2;
  }
  if ((command === 'suspend' || command === 'resume') && third === undefined) {
    const where = second ? `market ${second} of ${first}` : `event ${first}`;
    const changed = await (command === 'suspend' ? suspendMarket : resumeMarket)(deps, first, second);
    print(changed ? `${where}: ${command === 'suspend' ? 'suspended' : 'resumed'}.` : `${where}: no change.`);
    return 0;
  }
  if (command === 'settle' && second && third && (OUTCOMES as readonly string[]).includes(fourth ?? '')) {
    const outcome = fourth as (typeof OUTCOMES)[number];
    const done = await settleLegsByHand(
      deps,
      { eventId: first, marketKey: second, selectionKey: third },
      outcome,
    );
    print(`${done.legs} legs settled ${outcome}; ${done.settled} bets settled and paid.`);
    return 0;
  }
  if (command === 'resettle' && second && third && (OUTCOMES as readonly string[]).includes(fourth ?? '')) {
    const outcome = fourth as (typeof OUTCOMES)[number];
    const done = await resettleSelection(
      deps,
      { eventId: first, marketKey: second, selectionKey: third },
      outcome,
    );
    const short = done.shortfall > 0 ? `; ${done.shortfall} (minor units) could not be taken back` : '';
    print(
      `${done.legs} legs resettled ${outcome}; ${done.resettled} bets corrected, ${done.unchanged} unchanged${short}.`,
    );
    return 0;
  }
  if (command === 'void' && third === undefined) {
    const done = await settleLegsByHand(deps, { eventId: first, marketKey: second }, 'void');
    print(`${done.legs} legs void; ${done.settled} bets settled and paid.`);
    return 0;
  }
  if (command === 'void-bet' && second === undefined && UUID.test(first)) {
    const voided = await voidBet(deps, first);
    print(voided ? `Bet ${first} void, stake returned.` : `Bet ${first} is not open (unknown or settled).`);
    return voided ? 0 : 1;
  }
  print(SPORTSBOOK_USAGE);
  return 2;
}
