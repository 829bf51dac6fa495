import type { AdjustmentListItem, StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { type FormEvent, Fragment, useState } from 'react';
import { call, errorText } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

/** Balance adjustments above the threshold, waiting for a second staff member (never their requester). */
export function ApprovalsPage({ staff }: { staff: StaffView }) {
  const { data, error, reload } = useLoad(() => call('adjustments.list', { status: 'pending' }), 'pending');
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  /** The adjustment whose rejection asks for its reason (shown in a row below it). */
  const [rejecting, setRejecting] = useState<number | null>(null);

  async function decide(adjustment: AdjustmentListItem, decision: 'approve' | 'reject', reason = '') {
    setOutcome(null);
    try {
      if (decision === 'approve') await call('adjustments.approve', { id: adjustment.id });
      else await call('adjustments.reject', { id: adjustment.id, reason });
      setRejecting(null);
      setOutcome({ kind: 'success', text: `Adjustment ${adjustment.id} ${decision}d.` });
      reload();
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  function submitReject(event: FormEvent<HTMLFormElement>, adjustment: AdjustmentListItem) {
    event.preventDefault();
    void decide(adjustment, 'reject', String(new FormData(event.currentTarget).get('reason') ?? ''));
  }

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
                      <>
                        <button
                          type="button"
                          className="primary"
                          aria-label={`Approve adjustment ${adjustment.id}`}
                          onClick={() => void decide(adjustment, 'approve')}
                        >
                          Approve
                        </button>{' '}
                        <button
                          type="button"
                          className="danger"
                          aria-label={`Reject adjustment ${adjustment.id}`}
                          onClick={() => setRejecting(adjustment.id)}
                        >
                          Reject
                        </button>
                      </>
                    )}
                  </td>
                </tr>
                {rejecting === adjustment.id && (
                  <tr>
                    <td colSpan={6}>
                      <form className="inline-form" onSubmit={(event) => submitReject(event, adjustment)}>
                        <Field
                          label="Reason for rejecting"
                          name="reason"
                          required
                          minLength={3}
                          maxLength={500}
                        />
                        <button type="submit" className="danger">
                          Reject adjustment
                        </button>
                        <button type="button" onClick={() => setRejecting(null)}>
                          Cancel
                        </button>
                      </form>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
