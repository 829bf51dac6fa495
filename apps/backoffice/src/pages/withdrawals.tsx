import type { BackofficePayment, QueuedWithdrawal } from '@casino/shared/backoffice/backoffice.contract';
import { RISK_HINT_LABELS } from '@casino/shared/backoffice/risk-hints';
import { Fragment, useState } from 'react';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { DecisionButtons, ReasonRow } from '../ui/decision.tsx';
import { Select } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useDecision } from '../ui/use-decision.ts';

const STATUSES = [
  { value: 'requested', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'cancelled', label: 'Cancelled by the player' },
  { value: '', label: 'All' },
] as const;

type Status = Exclude<(typeof STATUSES)[number]['value'], ''>;

/** The server's reasons to look twice, in words (each with its rule as a tooltip and for screen readers). */
function RiskHints({ hints }: { hints: QueuedWithdrawal['risk'] }) {
  if (hints.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="risk-hints">
      {hints.map((hint) => (
        <li key={hint} className="badge badge-risk" title={RISK_HINT_LABELS[hint].explanation}>
          {RISK_HINT_LABELS[hint].label}
          <span className="visually-hidden">: {RISK_HINT_LABELS[hint].explanation}</span>
        </li>
      ))}
    </ul>
  );
}

export function WithdrawalsPage() {
  const [status, setStatus] = useState<Status | ''>('requested');
  const { data, error, reload } = useLoad(
    () => call('payments.withdrawals', { status: status || undefined }),
    status,
  );
  const { outcome, refusing: declining, setRefusing: setDeclining, decide } = useDecision<string>(reload);

  const approve = (payment: BackofficePayment) =>
    decide(
      () => call('payments.approveWithdrawal', { transaction: payment.transaction }),
      `Withdrawal ${payment.transaction} approved.`,
    );
  const decline = (payment: BackofficePayment, reason: string) =>
    decide(
      () => call('payments.declineWithdrawal', { transaction: payment.transaction, reason }),
      `Withdrawal ${payment.transaction} declined.`,
    );

  return (
    <>
      <h1>Withdrawals</h1>
      <div className="inline-form">
        <Select
          label="Status"
          name="status"
          value={status}
          options={STATUSES}
          onChange={(value) => setStatus(value as Status | '')}
        />
      </div>
      <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <div className="table-scroll">
          <table>
            <caption>{data.length === 0 ? 'No withdrawal here.' : `${data.length} withdrawals`}</caption>
            <thead>
              <tr>
                <th scope="col">Transaction</th>
                <th scope="col">Player</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Requested</th>
                <th scope="col">Status</th>
                <th scope="col">Risk</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {data.map((payment) => (
                <Fragment key={payment.transaction}>
                  <tr>
                    <td>
                      <code>{payment.transaction}</code>
                    </td>
                    <td>{payment.player_id}</td>
                    <td className="number">{money(payment.amount, payment.currency)}</td>
                    <td>
                      {payment.method} {payment.requisites}
                    </td>
                    <td>{dateTime(payment.created_at)}</td>
                    <td>{payment.status}</td>
                    <td>
                      <RiskHints hints={payment.risk} />
                    </td>
                    <td>
                      {payment.status === 'requested' && (
                        <DecisionButtons
                          subject={payment.transaction}
                          refuseVerb="Decline"
                          refusing={declining === payment.transaction}
                          onApprove={() => void approve(payment)}
                          onRefuse={() => setDeclining(payment.transaction)}
                        />
                      )}
                    </td>
                  </tr>
                  {declining === payment.transaction && (
                    <ReasonRow
                      colSpan={8}
                      label={`Reason for declining ${payment.transaction}`}
                      refuseVerb="Decline"
                      onRefuse={(reason) => void decline(payment, reason)}
                      onKeep={() => setDeclining(null)}
                    />
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
