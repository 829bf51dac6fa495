import { ApiError } from '@casino/shared/errors/api-error';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { decideWithdrawal } from '../modules/cashier/cashier.service.ts';
import type { PaymentProvider } from '../modules/cashier/payment-provider.ts';
import { receiveWebhook } from '../modules/cashier/payment-webhook.ts';
import { webhookSecret } from '../modules/cashier/webhook-signature.ts';
import { checkoutSecret } from '../providers/demo-pay/checkout-token.ts';
import { listOpenPayouts, listRecentPayouts } from '../providers/demo-pay/demo-pay.repository.ts';
import type { Gateway } from '../providers/demo-pay/demo-pay.service.ts';
import { builtInPayGateway } from '../providers/demo-pay/demo-pay.ts';
import { amountText, closedStatusText } from '../providers/demo-pay/demo-pay-page.ts';

export const PAYOUTS_USAGE = 'usage: npm run payouts -- list | approve <transaction> | decline <transaction>';

/** The built-in gateway's books (for the lists) and the gateway as the cashier's provider (decisions). */
export interface PayoutsDesk extends Gateway {
  provider: PaymentProvider;
}

/**
 * The built-in gateway as the operator's command drives it: its notices go straight to the platform's
 * webhook handler (signature checked as over HTTP), since no server need be running.
 */
export function commandLineGateway(db: Db, config: AppConfig): PayoutsDesk {
  const notices: Pick<Gateway, 'secret' | 'notify'> = {
    secret: webhookSecret(config.sessionSecret),
    notify: async (body, signature) => {
      await receiveWebhook({ db, config }, body, signature);
    },
  };
  return {
    db,
    ...notices,
    provider: builtInPayGateway(db, checkoutSecret(config.sessionSecret), notices, config.demoPayOutage),
  };
}

/** `npm run payouts -- …`: lists payouts, or approves or declines one; answers the exit status. */
export async function runPayouts(
  args: readonly string[],
  gateway: PayoutsDesk,
  print: (line: string) => void,
): Promise<number> {
  const [command, transaction, ...rest] = args;
  if (command === 'list' && transaction === undefined) {
    const [open, recent] = await Promise.all([listOpenPayouts(gateway.db), listRecentPayouts(gateway.db)]);
    print(`Waiting for a decision: ${open.length}`);
    for (const order of open) {
      print(
        `  ${order.payment_id}  ${amountText(order.amount, order.currency)}  requested ${order.created_at.toISOString()}`,
      );
    }
    print(`Recent: ${recent.length}`);
    for (const order of recent) {
      print(
        `  ${order.payment_id}  ${amountText(order.amount, order.currency)}  ${closedStatusText(order.status)}`,
      );
    }
    return 0;
  }
  if ((command === 'approve' || command === 'decline') && transaction && rest.length === 0) {
    const decision = command === 'approve' ? 'approved' : 'declined';
    // The back-office's withdrawal queue decides through the same cashier call.
    try {
      await decideWithdrawal({ db: gateway.db, provider: gateway.provider }, transaction, decision);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      print(`Payout ${transaction} is not waiting for a decision (unknown, decided or cancelled).`);
      return 1;
    }
    print(`Payout ${transaction} ${decision}.`);
    return 0;
  }
  print(PAYOUTS_USAGE);
  return 2;
}
