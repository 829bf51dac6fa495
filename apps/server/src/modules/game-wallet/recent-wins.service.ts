import { RECENT_WINS_SHOWN, type RecentWin } from '@casino/shared/contract/game-history.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { sendNotice } from '../../db/notices.ts';
import type { Db } from '../../db/schema.ts';
import { recentWinningRounds, type WinningRoundRow } from './game-wallet.repository.ts';
import { WALLET_PROVIDERS } from './wallet-protocol.ts';

/** The smallest win the feed shows (1.00); the round must also have paid more than it staked. */
export const RECENT_WIN_MIN = minorUnits(100);
/** The wins read at once: the most `games.getRecentWins` answers. */
const RECENT_WINS_READ = 50;
/** A process reads the feed again at most this often, however many pages or pushes want it. */
const FEED_TTL_MS = 1_000;
/** The pg_notify channel of real wins, heard by every process (no payload: the feed is read again). */
export const RECENT_WIN_CHANNEL = 'recent_win';
/** A process tells the others at most this often; the feed goes out once a second anyway. */
const NOTICE_EVERY_MS = 250;

/**
 * The feed's name for a player: the first letters of the nickname (or of the login's part before an
 * "@") and asterisks. Unlike the jackpot winners' list, a nickname is masked too: the feed shows every
 * visitor every win as it happens, and the name alone should not tell who is playing now.
 */
export function maskedNickname(login: string, fakename: string | null): string {
  const letters = [...(fakename?.trim() || (login.split('@')[0] ?? ''))];
  return `${letters.slice(0, letters.length > 3 ? 2 : 1).join('')}***`;
}

function toWin(row: WinningRoundRow): RecentWin {
  return {
    id: row.id,
    player: maskedNickname(row.login, row.fakename),
    game: row.sysname,
    game_name: row.title ?? row.sysname,
    amount: row.total_win,
    currency: row.currency,
    won_at: (row.closed_at as Date).toISOString(),
  };
}

interface Feed {
  read: { at: number; wins: Promise<RecentWin[]> } | undefined;
  timer: NodeJS.Timeout | undefined;
  lastNoticeAt: number;
  /** This process's feed pushes, told of its own wins without a round trip. */
  local: Set<() => void>;
}

const feeds = new WeakMap<Db, Feed>();

function feedOf(db: Db): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { read: undefined, timer: undefined, lastNoticeAt: 0, local: new Set() };
    feeds.set(db, feed);
  }
  return feed;
}

/**
 * `games.getRecentWins`: the latest real wins of the casino's games (house and aggregators, through the
 * seamless wallet), newest first. Read once a second at most per process, and again after a win.
 */
export async function recentWins(db: Db, count = RECENT_WINS_SHOWN): Promise<RecentWin[]> {
  const feed = feedOf(db);
  const now = Date.now();
  if (!feed.read || now - feed.read.at >= FEED_TTL_MS) {
    const wins = recentWinningRounds(db, {
      providers: WALLET_PROVIDERS,
      minWin: RECENT_WIN_MIN,
      count: RECENT_WINS_READ,
    }).then((rows) => rows.map(toWin));
    const read = { at: now, wins };
    feed.read = read;
    // A failed read is not kept: the next reader tries again.
    wins.catch(() => {
      if (feed.read === read) feed.read = undefined;
    });
  }
  return (await feed.read.wins).slice(0, count);
}

/** Another process's win: the next read goes to the database, and this process's pushes hear of it. */
export function winHeard(db: Db): void {
  const feed = feedOf(db);
  feed.read = undefined;
  for (const listener of feed.local) listener();
}

/**
 * A real round of a casino game was paid (or closed): the feed may have a new win. This process's
 * readers and pushes hear it at once, the other processes through pg_notify, at most every 250 ms, so a
 * busy casino costs one notice per quarter second per process rather than one per round.
 */
export function announceWin(db: Db): void {
  winHeard(db);
  const feed = feedOf(db);
  if (feed.timer) return;
  const wait = Math.max(0, feed.lastNoticeAt + NOTICE_EVERY_MS - Date.now());
  feed.timer = setTimeout(() => {
    feed.timer = undefined;
    feed.lastNoticeAt = Date.now();
    db.inBackground(
      // A lost notice only delays other processes' feeds until the next win (or a page's next read).
      sendNotice(db, RECENT_WIN_CHANNEL, '').catch((error: unknown) => {
        console.warn(`Win notice not sent: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }, wait);
  feed.timer.unref();
}

/** This process's feed pushes, told of every win heard here. */
export function winListeners(db: Db): Set<() => void> {
  return feedOf(db).local;
}
