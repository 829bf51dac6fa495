import type { KycApplicant } from '@casino/shared/backoffice/backoffice.contract';
import { kycImagePath } from '@casino/shared/backoffice/backoffice-access';
import { Fragment } from 'react';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { navigate, playerPath } from '../navigation.ts';
import { DecisionButtons, ReasonRow } from '../ui/decision.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useDecision } from '../ui/use-decision.ts';

const DOCUMENT_TYPES: Record<string, string> = {
  passport: 'Passport',
  id_card: 'Identity card',
  driving_licence: 'Driving licence',
};

const SIDES: Record<string, string> = { front: 'Front', back: 'Back', selfie: 'Selfie' };

/** The KYC queue: identity documents waiting for a decision, each approved or rejected with a reason. */
export function VerificationPage() {
  const { data, error, reload } = useLoad(() => call('verification.pending', {}), 'pending');
  const { outcome, refusing, setRefusing, decide } = useDecision<number>(reload);

  const approve = (applicant: KycApplicant) =>
    decide(
      () => call('verification.approve', { player_id: applicant.player_id }),
      `${applicant.login} verified.`,
    );
  const reject = (applicant: KycApplicant, reason: string) =>
    decide(
      () => call('verification.reject', { player_id: applicant.player_id, reason }),
      `${applicant.login}'s documents rejected.`,
    );

  return (
    <>
      <h1>Identity checks</h1>
      <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <table>
          <caption>
            {data.length === 0 ? 'No identity check is waiting.' : `${data.length} waiting for a decision`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Document</th>
              <th scope="col">Images</th>
              <th scope="col">Submitted</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {data.map((applicant) => (
              <Fragment key={applicant.player_id}>
                <tr>
                  <td>
                    <a
                      href={playerPath(applicant.player_id)}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(playerPath(applicant.player_id));
                      }}
                    >
                      {applicant.login}
                    </a>
                  </td>
                  <td>{DOCUMENT_TYPES[applicant.document_type ?? ''] ?? applicant.document_type}</td>
                  <td>
                    <span className="kyc-images">
                      {applicant.sides.map((side) => (
                        <a
                          key={side}
                          href={kycImagePath(applicant.player_id, side)}
                          target="_blank"
                          rel="noreferrer"
                        >
                          <img
                            src={kycImagePath(applicant.player_id, side)}
                            alt={`${SIDES[side] ?? side} of ${applicant.login}'s document`}
                            width={160}
                          />
                        </a>
                      ))}
                    </span>
                  </td>
                  <td>{dateTime(applicant.submitted_at)}</td>
                  <td>
                    <DecisionButtons
                      subject={applicant.login}
                      refuseVerb="Reject"
                      refusing={refusing === applicant.player_id}
                      onApprove={() => void approve(applicant)}
                      onRefuse={() => setRefusing(applicant.player_id)}
                    />
                  </td>
                </tr>
                {refusing === applicant.player_id && (
                  <ReasonRow
                    colSpan={5}
                    label={`Reason the player sees for rejecting ${applicant.login}'s documents`}
                    refuseVerb="Reject"
                    onRefuse={(reason) => void reject(applicant, reason)}
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
