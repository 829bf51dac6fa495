import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect, useMatches } from 'react-router';
import cashierCss from '../features/cashier/cashier.css?url';
import { PayPage } from '../features/cashier/pay-page.tsx';
import { payPageKind } from '../features/cashier/pay-pages.ts';
import { payPageForStatus } from '../features/cashier/payments.ts';
import { notFound, refusalType } from '../lib/page-errors.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { isValidTransaction } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/cashier-pay';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/**
 * The pay pages the gateway returns to (spec §2.4), with and without `/{transaction}`. A pending
 * payment that has meanwhile completed goes straight to its result page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { locale, defaultLocale } = await requirePlayer(context, request);
  const { transaction } = params as { transaction?: string };
  const pathname = new URL(request.url).pathname;
  if (transaction === undefined) return { payment: null, transaction: null };
  if (!isValidTransaction(transaction)) notFound(pathname);
  let payment = null;
  try {
    payment = await context.api('getdepositinfo', { transaction });
  } catch (error) {
    if (!refusalType(error)) throw error;
  }
  if (payment && /\/paypending\//.test(pathname)) {
    const target = payPageForStatus(payment.status);
    if (target) throw redirect(createPaths(locale, defaultLocale).payResult(target, transaction));
  }
  return { payment, transaction };
}

export default function CashierPay({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const kind = payPageKind(matches[matches.length - 1]?.id ?? '') ?? 'payFail';
  return <PayPage key={kind} kind={kind} transaction={loaderData.transaction} payment={loaderData.payment} />;
}
