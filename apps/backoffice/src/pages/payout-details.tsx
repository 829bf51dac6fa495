import type { PayoutRequisites } from '@casino/shared/backoffice/backoffice.contract';
import { Fragment, useState } from 'react';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { navigate, playerPath } from '../navigation.ts';
import { DecisionButtons, ReasonRow } from '../ui/decision.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useDecision } from '../ui/use-decision.ts';

const METHOD_TYPES: Record<string, string> = { card: 'Card', bank: 'Bank account', wallet: 'E-wallet' };

type Status = PayoutRequisites['status'];

/**
 * Payout details waiting for the operator's check (decision 0045): approved, withdrawals to them go
 * through; refused as fraudulent, they answer RequisitesFraudulent. Details flagged by the rules (held
 * by another account) are listed under Refused, where staff may still approve them.
 */
export function PayoutDetailsPage() {
  const [status, setStatus] = useState<Status>('pending');
  const { data, error, reload } = useLoad(() => call('requisites.list', { status }), status);
  const { outcome, refusing, setRefusing, decide } = useDecision<number>(reload);
  const subject = (item: PayoutRequisites) => `${item.masked} of ${item.login}`;

  const approve = (item: PayoutRequisites) =>
    decide(() => call('requisites.approve', { id: item.id }), `${subject(item)} approved.`);
  const refuse = (item: PayoutRequisites, reason: string) =>
    decide(() => call('requisites.refuse', { id: item.id, reason }), `${subject(item)} refused.`);

  return (
    <>
      <h1>Payout details</h1>
      <p>
        <label>
          Show{' '}
          <select value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            <option value="pending">Waiting for a check</option>
            <option value="fraudulent">Refused</option>
            <option value="approved">Approved</option>
          </select>
        </label>
      </p>
      <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <table>
          <caption>{data.length === 0 ? 'No payout details here.' : `${data.length} payout details`}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Method</th>
              <th scope="col">Details</th>
              <th scope="col">Added</th>
              <th scope="col">Reason</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <Fragment key={item.id}>
                <tr>
                  <td>
                    <a
                      href={playerPath(item.player_id)}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(playerPath(item.player_id));
                      }}
                    >
                      {item.login}
                    </a>
                  </td>
                  <td>{METHOD_TYPES[item.method_type] ?? item.method_type}</td>
                  <td>{item.masked}</td>
                  <td>{dateTime(item.created_at)}</td>
                  <td>{item.reason ?? ''}</td>
                  <td>
                    {item.status === 'approved' ? (
                      'Approved'
                    ) : (
                      <DecisionButtons
                        subject={subject(item)}
                        refuseVerb="Refuse"
                        refusing={refusing === item.id}
                        onApprove={() => void approve(item)}
                        onRefuse={() => setRefusing(item.id)}
                      />
                    )}
                  </td>
                </tr>
                {refusing === item.id && (
                  <ReasonRow
                    colSpan={6}
                    label={`Reason for refusing ${subject(item)}`}
                    refuseVerb="Refuse"
                    onRefuse={(reason) => void refuse(item, reason)}
                    onKeep={() => setRefusing(null)}
                  />
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
