import { useRevalidator } from 'react-router';
import cashbackCss from '../features/cashback/cashback.css?url';
import { CashbackCard } from '../features/cashback/cashback-card.tsx';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { useToasts } from '../ui/toast/toast-context.tsx';
import type { Route } from './+types/profile-cashback';

const CASHBACK_LIST_COUNT = 50;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: cashbackCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [cashbacks, cms] = await Promise.all([
    context.api('cashbacks.get', {
      count: CASHBACK_LIST_COUNT,
      fields: ['description', 'receiving_expired_at', 'amount', 'period'],
    }),
    context.content.cmsConfig(locale),
  ]);
  return { cashbacks, tabs: profileTabs(cms.flags) };
}

/** Cashback (spec §2.1 profile cashback): the player's cashbacks, newest period first, to pay out. */
export default function ProfileCashback({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const { cashbacks } = loaderData;
  return (
    <ProfilePage current="cashback" tabs={loaderData.tabs}>
      <section className="cashback-section" aria-label={t('profile.tabs.cashback')}>
        <p className="profile-card__description">{t('cashback.intro')}</p>
        {cashbacks.length === 0 ? (
          <div className="empty-state">
            <p>{t('cashback.empty')}</p>
          </div>
        ) : (
          <div className="cashback-list">
            {cashbacks.map((cashback) => (
              <CashbackCard
                key={cashback.id}
                cashback={cashback}
                onPaidOut={(amount, paidAs) => {
                  const toast = paidAs === 'bonus' ? 'cashback.paidAsBonusToast' : 'cashback.paidOutToast';
                  toasts.show({ kind: 'profile', data: { title: t(toast, { amount }) } });
                  // The list and the header's balance both change.
                  void revalidator.revalidate();
                }}
              />
            ))}
          </div>
        )}
      </section>
    </ProfilePage>
  );
}
