import type { PlayerCard } from '@casino/shared/backoffice/backoffice.contract';
import { BACKOFFICE_PATH, mayCall, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { dateTime, money } from '../format.ts';
import { navigate } from '../navigation.ts';
import { type Column, SimpleTable } from '../ui/simple-table.tsx';

type Bonus = PlayerCard['bonuses'][number];
type Pack = PlayerCard['free_spins'][number];
type Bet = PlayerCard['sports_bets'][number];

const BONUS_COLUMNS: readonly Column<Bonus>[] = [
  { header: 'Title', cell: (bonus) => bonus.title || '—' },
  { header: 'Kind', cell: (bonus) => (bonus.type === 'casino' ? 'Casino' : 'Betting') },
  { header: 'Amount', numeric: true, cell: (bonus) => money(bonus.amount, bonus.currency) },
  {
    header: 'Wagered',
    numeric: true,
    cell: (bonus) =>
      `${money(bonus.wagered, bonus.currency)} of ${money(bonus.wager_required, bonus.currency)}`,
  },
  { header: 'Status', cell: (bonus) => bonus.status },
  { header: 'Granted', cell: (bonus) => dateTime(bonus.created_at) },
  { header: 'Expires', cell: (bonus) => dateTime(bonus.expires_at) },
];

const PACK_COLUMNS: readonly Column<Pack>[] = [
  { header: 'Title', cell: (pack) => pack.title || '—' },
  { header: 'Game', cell: (pack) => pack.game },
  { header: 'Spins left', numeric: true, cell: (pack) => `${pack.spins_left} of ${pack.total}` },
  { header: 'Stake', numeric: true, cell: (pack) => money(pack.stake, pack.currency) },
  { header: 'Winnings', numeric: true, cell: (pack) => money(pack.winnings, pack.currency) },
  { header: 'Status', cell: (pack) => pack.status },
  { header: 'Expires', cell: (pack) => dateTime(pack.expires_at) },
];

const BET_COLUMNS: readonly Column<Bet>[] = [
  { header: 'Events', cell: (bet) => bet.events },
  { header: 'Type', cell: (bet) => bet.type },
  { header: 'Stake', numeric: true, cell: (bet) => money(bet.total_stake, bet.currency) },
  {
    header: 'Odds',
    numeric: true,
    cell: (bet) => (bet.total_odds === null ? '—' : (bet.total_odds / 1000).toFixed(2)),
  },
  { header: 'Paid from', cell: (bet) => (bet.funding === 'main' ? 'Main' : 'Betting bonus') },
  { header: 'Status', cell: (bet) => bet.status },
  {
    header: 'Return',
    numeric: true,
    cell: (bet) => (bet.return === null ? '—' : money(bet.return, bet.currency)),
  },
  { header: 'Placed', cell: (bet) => dateTime(bet.placed_at) },
];

const VERIFICATION_WORDS: Record<PlayerCard['verification']['status'], string> = {
  none: 'Not started',
  init: 'Started, nothing sent yet',
  pending: 'Documents waiting for a decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Identity verification as it stands, with the way to the documents for the roles that decide on them. */
export function VerificationSection({ card, role }: { card: PlayerCard; role: StaffRole }) {
  const { verification } = card;
  return (
    <section aria-labelledby="verification-title" className="card">
      <h2 id="verification-title">Verification</h2>
      <dl>
        <dt>Status</dt>
        <dd>{VERIFICATION_WORDS[verification.status]}</dd>
        <dt>Verified</dt>
        <dd>{verification.is_verified ? 'Yes' : 'No'}</dd>
        <dt>Asked by staff</dt>
        <dd>{verification.requested_at ? dateTime(verification.requested_at) : 'No'}</dd>
        {verification.reject_reason && (
          <div className="dl-row">
            <dt>Rejected because</dt>
            <dd>{verification.reject_reason}</dd>
          </div>
        )}
      </dl>
      {verification.status === 'pending' && mayCall('verification.pending', role) && (
        <p>
          <a
            href={`${BACKOFFICE_PATH}/verification`}
            onClick={(event) => {
              event.preventDefault();
              navigate(`${BACKOFFICE_PATH}/verification`);
            }}
          >
            Review the documents
          </a>
        </p>
      )}
    </section>
  );
}

/** The card's lists of promotions and sports bets (newest first; the reports have the rest). */
export function PlayerLists({ card }: { card: PlayerCard }) {
  return (
    <>
      <h2>Bonuses</h2>
      <SimpleTable
        columns={BONUS_COLUMNS}
        rows={card.bonuses}
        rowKey={(b) => `${b.type}-${b.id}`}
        empty="No bonus."
      />
      <h2>Free spins</h2>
      <SimpleTable
        columns={PACK_COLUMNS}
        rows={card.free_spins}
        rowKey={(pack) => pack.id}
        empty="No free spins."
      />
      <h2>Sports bets</h2>
      <SimpleTable
        columns={BET_COLUMNS}
        rows={card.sports_bets}
        rowKey={(bet) => bet.id}
        empty="No sports bet."
      />
    </>
  );
}
