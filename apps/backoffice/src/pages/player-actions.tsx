import type { PlayerSummary } from '@casino/shared/backoffice/backoffice.contract';
import { mayCall, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { toMinor } from '@casino/shared/money/minor-units';
import { type FormEvent, useState } from 'react';
import { call, errorText } from '../api.ts';
import { money } from '../format.ts';
import { Field, Select } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

const DIRECTIONS = [
  { value: 'credit', label: 'Credit (add to the balance)' },
  { value: 'debit', label: 'Debit (take from the balance)' },
] as const;

/** A new key per intended adjustment: a double submit of the same form posts once. */
const newKey = () => crypto.randomUUID();

function AdjustBalanceForm({ player, onDone }: { player: PlayerSummary; onDone: () => void }) {
  const [key, setKey] = useState(newKey);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(null);
    try {
      const adjustment = await call('players.adjustBalance', {
        id: player.id,
        direction: String(form.get('direction')) as 'credit' | 'debit',
        amount: toMinor(String(form.get('amount') ?? ''), player.currency),
        reason: String(form.get('reason') ?? ''),
        idempotency_key: key,
      });
      const amount = money(adjustment.amount, adjustment.currency);
      setOutcome({
        kind: 'success',
        text:
          adjustment.status === 'pending'
            ? `${amount} waits for another staff member's approval.`
            : `${amount} posted to the balance.`,
      });
      setKey(newKey());
      onDone();
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  return (
    <form className="inline-form card" onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">Adjust balance</h2>
      <Select label="Direction" name="direction" defaultValue="credit" options={DIRECTIONS} />
      <Field
        label={`Amount (${player.currency})`}
        name="amount"
        required
        inputMode="decimal"
        pattern="\d+(\.\d{1,2})?"
      />
      <Field label="Reason" name="reason" required minLength={3} maxLength={500} />
      <button type="submit" className="primary">
        Adjust balance
      </button>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
    </form>
  );
}

/** An action that takes a reason and asks to be confirmed before it is sent. */
function ConfirmedAction(props: {
  title: string;
  button: string;
  confirm: string;
  send: (reason: string) => Promise<string>;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = `${props.button.replace(/\W+/g, '-').toLowerCase()}-title`;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    setReason(String(new FormData(event.currentTarget).get('reason') ?? ''));
  }

  async function send() {
    if (reason === null) return;
    try {
      setOutcome({ kind: 'success', text: await props.send(reason) });
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
    setReason(null);
  }

  return (
    <form className="inline-form card" onSubmit={ask} aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <Field label="Reason" name="reason" required minLength={3} maxLength={500} />
      {reason === null ? (
        <button type="submit" className="danger">
          {props.button}
        </button>
      ) : (
        <p role="alert">
          {props.confirm}{' '}
          <button type="button" className="danger" onClick={() => void send()}>
            Confirm
          </button>{' '}
          <button type="button" onClick={() => setReason(null)}>
            Cancel
          </button>
        </p>
      )}
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
    </form>
  );
}

/** The player card's actions, each shown to the roles that may call it (the server decides). */
export function PlayerActions(props: { player: PlayerSummary; role: StaffRole; onDone: () => void }) {
  const { player, role, onDone } = props;
  return (
    <>
      {mayCall('players.adjustBalance', role) && <AdjustBalanceForm player={player} onDone={onDone} />}
      {mayCall('players.endSessions', role) && (
        <ConfirmedAction
          title="End sessions"
          button="End sessions"
          confirm="Sign this player out on every device?"
          send={async (reason) => {
            const ended = await call('players.endSessions', { id: player.id, reason });
            onDone();
            return `${ended} session(s) ended.`;
          }}
        />
      )}
      {mayCall('players.requestIdentityCheck', role) && (
        <ConfirmedAction
          title="Ask for an identity check"
          button="Ask for an identity check"
          confirm="Hold this player's withdrawals until they pass the identity check?"
          send={async (reason) => {
            await call('players.requestIdentityCheck', { id: player.id, reason });
            onDone();
            return 'Asked: their withdrawals wait for a passed identity check.';
          }}
        />
      )}
      {mayCall('players.resetTwoFactor', role) && (
        <ConfirmedAction
          title="Reset two-factor"
          button="Reset two-factor"
          confirm="Turn two-factor sign-in off for this player (their sessions end too)?"
          send={async (reason) => {
            await call('players.resetTwoFactor', { id: player.id, reason });
            onDone();
            return 'Two-factor sign-in is off; the player can enrol again.';
          }}
        />
      )}
    </>
  );
}
