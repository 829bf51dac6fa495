import type { AdjustmentListItem, StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { Fragment } from 'react';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { DecisionButtons, ReasonRow } from '../ui/decision.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useDecision } from '../ui/use-decision.ts';

/** Balance adjustments above the threshold, waiting for a second staff member (never their requester). */
export function ApprovalsPage({ staff }: { staff: StaffView }) {
  const { data, error, reload } = useLoad(() => call('adjustments.list', { status: 'pending' }), 'pending');
  const { outcome, refusing: rejecting, setRefusing: setRejecting, decide } = useDecision<number>(reload);

  const approve = (adjustment: AdjustmentListItem) =>
    decide(() => call('adjustments.approve', { id: adjustment.id }), `Adjustment ${adjustment.id} approved.`);
  const reject = (adjustment: AdjustmentListItem, reason: string) =>
    decide(
      () => call('adjustments.reject', { id: adjustment.id, reason }),
      `Adjustment ${adjustment.id} rejected.`,
    );

  return (
    <>
      <h1>Pending approvals</h1>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {data && data.length === 0 && <p>Nothing waits for an approval.</p>}
      {data && data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Reason</th>
              <th scope="col">Requested by</th>
              <th scope="col">At</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {data.map((adjustment) => (
              <Fragment key={adjustment.id}>
                <tr>
                  <td>
                    {adjustment.player_login} ({adjustment.player_id})
                  </td>
                  <td className="number">{money(adjustment.amount, adjustment.currency)}</td>
                  <td>{adjustment.reason}</td>
                  <td>{adjustment.requested_by_email}</td>
                  <td>{dateTime(adjustment.created_at)}</td>
                  <td>
                    {adjustment.requested_by === staff.id ? (
                      'Your request: another staff member decides'
                    ) : (
                      <DecisionButtons
                        subject={`adjustment ${adjustment.id}`}
                        refuseVerb="Reject"
                        refusing={rejecting === adjustment.id}
                        onApprove={() => void approve(adjustment)}
                        onRefuse={() => setRejecting(adjustment.id)}
                      />
                    )}
                  </td>
                </tr>
                {rejecting === adjustment.id && (
                  <ReasonRow
                    colSpan={6}
                    label={`Reason for rejecting adjustment ${adjustment.id}`}
                    refuseVerb="Reject"
                    onRefuse={(reason) => void reject(adjustment, reason)}
                    onKeep={() => setRejecting(null)}
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
