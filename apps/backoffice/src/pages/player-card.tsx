import { mayCall, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { type FormEvent, useState } from 'react';
import { call, errorText } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { PlayerActions } from './player-actions.tsx';
import { PlayerGrants } from './player-grants.tsx';
import { PlayerNotes } from './player-notes.tsx';
import { PlayerLists, VerificationSection } from './player-sections.tsx';

export function PlayerCardPage({ id, role }: { id: number; role: StaffRole }) {
  const { data: card, error, reload } = useLoad(() => call('players.get', { id }), String(id));
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (error) return <Notice kind="error">{error}</Notice>;
  if (!card) return <p aria-busy="true">Loading…</p>;
  const { player } = card;
  const blocked = player.status === 'banned';

  async function changeBlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setActionError(null);
    setDone(null);
    try {
      await call(blocked ? 'players.unblock' : 'players.block', { id: player.id, reason });
      setDone(blocked ? 'Player unblocked.' : 'Player blocked; their sessions have ended.');
      reload();
    } catch (problem) {
      setActionError(errorText(problem));
    }
  }

  return (
    <>
      <h1>
        Player {player.id}{' '}
        <span className={`badge badge-${player.status}`}>{blocked ? 'blocked' : player.status}</span>
      </h1>
      <div className="cards">
        <section aria-labelledby="profile-title" className="card">
          <h2 id="profile-title">Profile</h2>
          <dl>
            <dt>Login</dt>
            <dd>{player.login}</dd>
            <dt>Name</dt>
            <dd>{player.name ?? '—'}</dd>
            <dt>Currency</dt>
            <dd>{player.currency}</dd>
            <dt>Registered</dt>
            <dd>{dateTime(player.created_at)}</dd>
            {card.contacts.map((contact) => (
              <div key={contact.contact} className="dl-row">
                <dt>{contact.type === 'email' ? 'E-mail' : 'Phone'}</dt>
                <dd>
                  {contact.contact} {contact.is_confirmed ? '(confirmed)' : '(not confirmed)'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="balances-title" className="card">
          <h2 id="balances-title">Balances</h2>
          <dl>
            {card.balances.length === 0 && <dd>No account yet.</dd>}
            {card.balances.map((balance) => (
              <div key={balance.kind} className="dl-row">
                <dt>{balance.kind}</dt>
                <dd>{money(balance.amount, '')}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="limits-title" className="card">
          <h2 id="limits-title">Limits and self-exclusion</h2>
          <dl>
            <dt>Deposit limit</dt>
            <dd>
              {card.deposit_limit.period === 'none'
                ? 'None'
                : `${money(card.deposit_limit.limit_amount ?? 0, player.currency)} per ${card.deposit_limit.period}`}
            </dd>
            <dt>Self-excluded</dt>
            <dd>
              {card.self_exclusion.is_excluded ? `Yes, until ${dateTime(card.self_exclusion.ends_at)}` : 'No'}
            </dd>
            {card.play_limits.map((limit) => (
              <div key={limit.kind} className="dl-row">
                <dt>{limit.kind.replace('_', ' ')}</dt>
                <dd>
                  {limit.value === null
                    ? 'None'
                    : limit.kind === 'session_minutes'
                      ? `${limit.value} min (${limit.used} played)`
                      : `${money(limit.value, player.currency)} (${money(limit.used, player.currency)} used)`}
                  {limit.pending_from
                    ? ` → ${limit.pending_value === null ? 'removed' : limit.pending_value} from ${dateTime(limit.pending_from)}`
                    : ''}
                </dd>
              </div>
            ))}
            <dt>Taking a break</dt>
            <dd>{card.time_out_ends_at ? `Yes, until ${dateTime(card.time_out_ends_at)}` : 'No'}</dd>
            <dt>Reality checks</dt>
            <dd>{card.reality_check_minutes === 0 ? 'Off' : `Every ${card.reality_check_minutes} min`}</dd>
            <dt>Live sessions</dt>
            <dd>{card.sessions.length}</dd>
          </dl>
        </section>
        <VerificationSection card={card} role={role} />
        <section aria-labelledby="acquisition-title" className="card">
          <h2 id="acquisition-title">Acquisition and device</h2>
          <dl>
            <dt>Track id</dt>
            <dd>{card.attribution?.track_id ?? '—'}</dd>
            <dt>Publisher id</dt>
            <dd>{card.attribution?.publisher_id ?? '—'}</dd>
            <dt>Goal id</dt>
            <dd>{card.attribution?.goal_id ?? '—'}</dd>
            <dt>Link id</dt>
            <dd>{card.attribution?.link_id ?? '—'}</dd>
            <dt>Device risk</dt>
            <dd>
              {card.device_risk
                ? `${card.device_risk.risk} (${card.device_risk.accounts_on_device} account(s) on the device${card.device_risk.automated ? ', automated browser' : ''}), ${dateTime(card.device_risk.at)}`
                : 'Not measured'}
            </dd>
          </dl>
        </section>
      </div>

      <PlayerNotes key={player.id} playerId={player.id} notes={card.notes} role={role} />

      {mayCall(blocked ? 'players.unblock' : 'players.block', role) && (
        <form className="inline-form card" onSubmit={changeBlock} aria-labelledby="block-title">
          <h2 id="block-title">{blocked ? 'Unblock' : 'Block'} this player</h2>
          <Field label="Reason" name="reason" required minLength={3} maxLength={500} />
          <button type="submit" className={blocked ? 'primary' : 'danger'}>
            {blocked ? 'Unblock' : 'Block'}
          </button>
          <Notice kind="error">{actionError}</Notice>
          <Notice kind="success">{done}</Notice>
        </form>
      )}

      <PlayerActions player={player} role={role} onDone={reload} />
      <PlayerGrants player={player} locales={card.locales} role={role} onDone={reload} />

      <h2>Payments</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Direction</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">At</th>
          </tr>
        </thead>
        <tbody>
          {card.payments.map((payment) => (
            <tr key={payment.transaction}>
              <td>
                <code>{payment.transaction}</code>
              </td>
              <td>{payment.direction}</td>
              <td className="number">{money(payment.amount, payment.currency)}</td>
              <td>{payment.status}</td>
              <td>{dateTime(payment.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Recent ledger entries</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Kind</th>
            <th scope="col">Account</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
            <th scope="col">At</th>
          </tr>
        </thead>
        <tbody>
          {card.ledger.map((entry) => (
            <tr key={`${entry.transaction_id}-${entry.account}`}>
              <td>{entry.transaction_id}</td>
              <td>{entry.kind}</td>
              <td>{entry.account}</td>
              <td className="number">{money(entry.amount, '')}</td>
              <td className="number">{money(entry.balance_after, '')}</td>
              <td>{dateTime(entry.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <PlayerLists card={card} />

      <h2>Recent game rounds</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Bet</th>
            <th scope="col">Win</th>
            <th scope="col">Status</th>
            <th scope="col">At</th>
          </tr>
        </thead>
        <tbody>
          {card.rounds.map((round) => (
            <tr key={round.round}>
              <td>{round.game}</td>
              <td className="number">{money(round.bet, round.currency)}</td>
              <td className="number">{money(round.win, round.currency)}</td>
              <td>{round.status}</td>
              <td>{dateTime(round.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
