import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import type { WithdrawalGate } from './withdrawal-gate.ts';

/** Why the withdrawal waits (contact, profile, identity check, payout details) and the content service's buttons to fix it. */
export function WithdrawalGateNotice({ gate }: { gate: WithdrawalGate }) {
  const t = useT();
  const paths = usePaths();
  const fields = gate.fields.map((field) => t(`popups.auth.fields.${field}`)).join(', ');
  return (
    <div className="form-error withdrawal-gate" role="alert">
      <p>{t(gate.messageKey, { fields, requisites: gate.requisites })}</p>
      {gate.buttons.length > 0 ? (
        <p className="withdrawal-gate__actions">
          {gate.buttons.map((button) => (
            <Link
              key={button.path}
              className="button button--sm button--primary"
              to={paths.localize(button.path)}
            >
              {button.label}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}
