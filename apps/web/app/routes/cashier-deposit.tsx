import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import cashierCss from '../features/cashier/cashier.css?url';
import { CashierLayout } from '../features/cashier/cashier-layout.tsx';
import { DepositForm } from '../features/cashier/deposit-form.tsx';
import { breakClosedText } from '../features/cashier/deposit-refusal.ts';
import { depositViewContainer, depositViewParts, formOutOfSight } from '../features/cashier/deposit-view.ts';
import { DepositMethodLinks } from '../features/cashier/method-tiles.tsx';
import { methodForUrlKey, paymentUrlDisplay } from '../features/cashier/payment-url.ts';
import { useCashierLoading } from '../features/cashier/use-cashier.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { isValidSysname } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/cashier-deposit';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/**
 * /cashier/deposit and /cashier/deposit/{sysname} (or {id}, cms-config `cashier.paymentUrlDisplay`): the
 * methods, and the form of the chosen one.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const { sysname } = params as { sysname?: string };
  const pathname = new URL(request.url).pathname;
  if (sysname !== undefined && !isValidSysname(sysname)) notFound(pathname);
  const [settings, offers, exclusion, protection, limit, cms] = await Promise.all([
    context.api('getdepositsettings'),
    // Offers are a bonus: when they cannot be had, the deposit still can.
    context
      .api('campaigns.getoffers', { offset: 0, fields: 'trigger,description,promotions' })
      .catch(() => []),
    // The player's own limits, told before the form is filled; the server refuses the deposit anyway.
    context.api('account.getSelfExclusion', {}).catch(() => null),
    context.api('account.getPlayLimits').catch(() => null),
    context.api('account.getDepositLimit', {}).catch(() => null),
    context.content.cmsConfig(locale),
  ]);
  const display = paymentUrlDisplay(cms.cashier);
  const chosen = sysname === undefined ? undefined : methodForUrlKey(settings.methods, sysname, display);
  if (sysname !== undefined && !chosen) notFound(pathname);
  const left =
    limit && limit.period !== 'none' && limit.available_amount !== null && limit.expired_at !== null
      ? { amount: limit.available_amount, until: limit.expired_at }
      : null;
  return {
    settings,
    offers,
    sysname: chosen?.sysname ?? null,
    display,
    view: depositViewContainer(cms.cashier),
    excluded: exclusion?.is_excluded ?? false,
    breakUntil: protection?.time_out.is_active ? protection.time_out.ends_at : null,
    left,
  };
}

export default function CashierDeposit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { settings, offers, sysname, display, view, excluded, breakUntil, left } = loaderData;
  const [busy, setBusy] = useState(false);
  const loading = useCashierLoading(busy ? 'deposit' : null);
  // Without a method in the address the first one is offered, so a deposit is one click away.
  const method = settings.methods.find((entry) => entry.sysname === sysname) ?? settings.methods[0];
  const parts = depositViewParts(view, sysname !== null);
  const formView = useRef<HTMLDivElement>(null);
  const shownMethod = useRef(sysname);
  // cashier.depositViewContainer `scroll`: a method the player chose brings its form into sight.
  useEffect(() => {
    if (view !== 'scroll' || sysname === shownMethod.current) return;
    shownMethod.current = sysname;
    const form = formView.current;
    if (form && formOutOfSight(form.getBoundingClientRect().top, window.innerHeight)) {
      form.scrollIntoView({ block: 'start' });
    }
  }, [view, sysname]);
  return (
    <CashierLayout title={t('common.deposit')}>
      {excluded ? (
        <p className="cashier-notice">{t('responsibleGame.selfExclusion.closed')}</p>
      ) : breakUntil ? (
        <p className="cashier-notice">{breakClosedText(t, breakUntil)}</p>
      ) : null}
      {left && !excluded && !breakUntil ? (
        <p className="cashier-notice" data-testid="deposit-limit-left">
          {t('responsibleGame.depositLimit.available', {
            amount: formatMoney(left.amount, settings.currency),
          })}{' '}
          {t('responsibleGame.depositLimit.windowEnds', { date: formatDateTime(left.until) })}
        </p>
      ) : null}
      {excluded || breakUntil || left?.amount === 0 ? null : method ? (
        <div className={parts.methods && parts.form ? 'cashier-grid' : undefined}>
          {parts.methods ? (
            <DepositMethodLinks
              methods={settings.methods}
              chosen={parts.form ? method.sysname : null}
              display={display}
              busy={loading.paymentMethods}
            />
          ) : null}
          {parts.form ? (
            <div ref={formView} className="cashier-deposit-view">
              {parts.methods ? null : (
                // cashier.depositViewContainer `container`: the form took the list's place.
                <Link className="cashier-deposit-view__back" to={paths.cashierDeposit()} replace>
                  {t('cashier.allMethods')}
                </Link>
              )}
              <DepositForm
                key={method.sysname}
                method={method}
                currency={settings.currency}
                offers={offers}
                promoCode={settings.promo_code}
                onBusyChange={setBusy}
              />
            </div>
          ) : null}
        </div>
      ) : (
        <div className="empty-state">
          <p>{t('cashier.noMethods')}</p>
        </div>
      )}
    </CashierLayout>
  );
}
