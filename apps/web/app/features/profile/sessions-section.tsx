import type { ApiContract } from '@casino/shared/api/contract';
import type { ResultOf } from '@casino/shared/api/define-action';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { FormNotice } from '../../ui/form-parts.tsx';
import { LocalDateTime } from '../../ui/local-date-time.tsx';
import { sessionDevice } from './session-device.ts';

export type Session = ResultOf<ApiContract['account.getSessions']>[number];

/**
 * The player's signed-in devices (account.getSessions): this one first, each other with its own
 * sign-out, and "sign out everywhere else" for a lost phone or a shared computer.
 */
export function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: readonly Session[];
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, notice, run } = useFormSubmit();
  const [done, setDone] = useState(false);
  const ordered = [...sessions].sort(
    (a, b) => Number(b.is_current) - Number(a.is_current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  const others = sessions.filter((session) => !session.is_current).length;

  const revoke = async (id?: string) => {
    setDone(false);
    const ok = await run(() => api('account.revokeSessions', id === undefined ? {} : { id }), { fields: [] });
    if (!ok) return;
    if (id === undefined) setDone(true);
    onChanged();
  };

  return (
    <>
      <ul className="session-list">
        {ordered.map((session) => {
          const device = sessionDevice(session.user_agent);
          const name =
            device.browser && device.system
              ? t('profile.sessions.device', { browser: device.browser, system: device.system })
              : (device.browser ?? device.system ?? t('profile.sessions.unknownDevice'));
          return (
            <li key={session.id} className="session" data-testid="session">
              <div className="session__main">
                <p className="session__device">
                  {name}
                  {session.is_current ? (
                    <span className="badge badge--success">{t('profile.sessions.current')}</span>
                  ) : null}
                </p>
                <p className="session__meta">
                  {session.ip ? <span>{t('profile.sessions.ip', { ip: session.ip })}</span> : null}
                  <span>
                    {t('profile.sessions.lastSeen')} <LocalDateTime value={session.last_seen_at} />
                  </span>
                </p>
              </div>
              {session.is_current ? null : (
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  onClick={() => revoke(session.id)}
                  disabled={busy}
                  aria-label={t('profile.sessions.signOutOne', { device: name })}
                >
                  {t('profile.sessions.signOut')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormNotice>{notice}</FormNotice>
      {done ? (
        <p className="profile-form__status" role="status">
          {t('profile.sessions.signedOutOthers')}
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => revoke()} disabled={busy || others === 0}>
        {t('profile.sessions.signOutOthers')}
      </button>
    </>
  );
}
