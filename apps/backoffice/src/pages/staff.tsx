import type { StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { STAFF_ROLES } from '@casino/shared/backoffice/backoffice-access';
import { type FormEvent, Fragment, useState } from 'react';
import { ApiCallError, call, errorText } from '../api.ts';
import { dateTime } from '../format.ts';
import { ReasonRow } from '../ui/decision.tsx';
import { Field, Select } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

/** The changes to a staff account that take a reason, with their verb and what the notice says after. */
const CHANGES = {
  disable: { action: 'staff.disable', verb: 'Disable', done: 'disabled: their sessions ended' },
  enable: { action: 'staff.enable', verb: 'Enable', done: 'enabled again' },
  reset: {
    action: 'staff.resetTwoFactor',
    verb: 'Reset authenticator',
    done: 'must enrol a new authenticator at their next sign-in',
  },
} as const;

type Change = keyof typeof CHANGES;

export function StaffPage() {
  const { data, error, reload } = useLoad(() => call('staff.list', {}), 'staff');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setOutcome(null);
    setFieldErrors({});
    try {
      const created = await call('staff.create', {
        email: String(form.get('email')),
        name: String(form.get('name')),
        role: String(form.get('role')) as (typeof STAFF_ROLES)[number],
        password: String(form.get('password')),
      });
      formElement.reset();
      setOutcome({
        kind: 'success',
        text: `${created.email} created as ${created.role}. They set up their authenticator at their first sign-in.`,
      });
      reload();
    } catch (problem) {
      if (problem instanceof ApiCallError) setFieldErrors(problem.invalidParameters);
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  /** The account and change whose reason is being asked for (in a row below the account). */
  const [changing, setChanging] = useState<{ id: number; change: Change } | null>(null);

  async function change(staff: StaffView, kind: Change, reason: string) {
    setOutcome(null);
    try {
      await call(CHANGES[kind].action, { staff_id: staff.id, reason });
      setChanging(null);
      setOutcome({ kind: 'success', text: `${staff.email} ${CHANGES[kind].done}.` });
      reload();
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  async function revoke(id: number, email: string) {
    try {
      const count = await call('staff.revokeSessions', { staff_id: id });
      setOutcome({ kind: 'success', text: `${count} session(s) of ${email} ended.` });
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  return (
    <>
      <h1>Staff</h1>
      <form className="card grid-form" onSubmit={create} aria-labelledby="create-staff-title">
        <h2 id="create-staff-title">Create a staff account</h2>
        <Field label="E-mail" name="email" type="email" required error={fieldErrors.email} />
        <Field label="Name" name="name" required error={fieldErrors.name} />
        <Select label="Role" name="role" defaultValue="support" options={ROLE_OPTIONS} />
        <Field
          label="Initial password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
          hint="At least 12 characters; hand it over in person."
          error={fieldErrors.password}
        />
        <button type="submit" className="primary">
          Create
        </button>
      </form>
      <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <table>
          <caption>{data.length} staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Authenticator</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {data.map((staff) => (
              <Fragment key={staff.id}>
                <tr>
                  <td>{staff.email}</td>
                  <td>{staff.name}</td>
                  <td>{staff.role}</td>
                  <td>{staff.totp_enrolled ? 'enrolled' : 'not yet'}</td>
                  <td>{dateTime(staff.created_at)}</td>
                  <td>{staff.status}</td>
                  <td>
                    <span className="actions">
                      <button type="button" onClick={() => revoke(staff.id, staff.email)}>
                        End sessions<span className="visually-hidden"> of {staff.email}</span>
                      </button>
                      {(['reset', staff.status === 'active' ? 'disable' : 'enable'] as const).map((kind) => (
                        <button
                          key={kind}
                          type="button"
                          className={kind === 'disable' ? 'danger' : undefined}
                          aria-expanded={changing?.id === staff.id && changing.change === kind}
                          onClick={() => setChanging({ id: staff.id, change: kind })}
                        >
                          {CHANGES[kind].verb}
                          <span className="visually-hidden"> {staff.email}</span>
                        </button>
                      ))}
                    </span>
                  </td>
                </tr>
                {changing?.id === staff.id && (
                  <ReasonRow
                    colSpan={7}
                    label={`Reason to ${CHANGES[changing.change].verb.toLowerCase()} ${staff.email}`}
                    refuseVerb={CHANGES[changing.change].verb}
                    onRefuse={(reason) => void change(staff, changing.change, reason)}
                    onKeep={() => setChanging(null)}
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
