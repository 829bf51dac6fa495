import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { checkCheckoutToken, checkoutSecret } from './checkout-token.ts';
import { findOrder, type GatewayOrder, listOpenPayouts, listRecentPayouts } from './demo-pay.repository.ts';
import {
  CHECKOUT_OUTCOMES,
  completeCheckout,
  decidePayout,
  type Gateway,
  type Notify,
  settleDuePending,
} from './demo-pay.service.ts';
import { checkoutPath, PAY_GATEWAY_PATH } from './demo-pay.ts';
import {
  PAY_GATEWAY_CSP,
  renderCheckout,
  renderClosed,
  renderPayouts,
  renderRefusedLink,
} from './demo-pay-page.ts';

const SETTLE_INTERVAL_MS = 1_000;

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAY_GATEWAY_CSP)
    .type('text/html; charset=utf-8')
    .send(body);
}

// The gateway's request schemas. Its pages answer HTML, so a request they refuse gets the page saying so.
const checkoutQuery = z.object({ token: z.string().optional().catch(undefined) });
const checkoutForm = z.object({ outcome: z.enum(CHECKOUT_OUTCOMES) });
const payoutForm = z.object({ decision: z.enum(['approved', 'declined']) });

/** What the composition root hands the gateway: the platform's side of the webhook, and who is operator. */
export interface PayGatewayWiring {
  /** The secret the platform checks its notices with. */
  webhookSecret: string;
  /** Delivers a signed notice to the platform's webhook; throws when the platform refused it. */
  notify: Notify;
  /** Guards the payouts page: operator authentication. */
  operatorOnly: onRequestHookHandler;
  /** Where a payer whose link or order is unusable starts over: the merchant's deposit page. */
  startOverUrl: string;
  /** The merchant's name on the checkout, as a gateway's merchant profile brands its hosted page. */
  merchantName: () => Promise<string>;
}

/**
 * The built-in payment gateway, standing in for a provider outside the platform: a hosted checkout page,
 * signed notices to the platform's webhook, pending payments that settle later, and an operator page
 * (behind operator authentication) that decides payouts. Mounted only with DEMO_MODE (demo-stand-ins.ts).
 */
export async function payGatewayRoutes(
  app: FastifyInstance,
  services: AppServices,
  wiring: PayGatewayWiring,
) {
  const { startOverUrl } = wiring;
  const gateway: Gateway = { db: services.db, secret: wiring.webhookSecret, notify: wiring.notify };
  /** The order closed page, back to where the platform said a closed order returns. */
  const closedPage = (order: GatewayOrder | undefined) =>
    renderClosed(order?.return_urls?.closed ?? startOverUrl);

  const tokenSecret = checkoutSecret(services.config.sessionSecret);
  type CheckoutRequest = { Params: { transaction: string } };
  /** The checkout link's token must be the one makedeposit handed out for this order, unexpired. */
  const refusedLink = (request: FastifyRequest<CheckoutRequest>, reply: FastifyReply, token?: string) => {
    const check = checkCheckoutToken(tokenSecret, request.params.transaction, token);
    return check === 'ok' ? undefined : html(reply, renderRefusedLink(check, startOverUrl), 403);
  };
  const tokenedPath = (transaction: string, token: string) =>
    `${checkoutPath(transaction)}?${new URLSearchParams({ token })}`;

  app.get<CheckoutRequest>(`${PAY_GATEWAY_PATH}/checkout/:transaction`, async (request, reply) => {
    const { token } = checkoutQuery.parse(request.query);
    const refused = refusedLink(request, reply, token);
    if (refused) return refused;
    const order = await findOrder(services.db, request.params.transaction);
    if (order?.direction !== 'deposit') return html(reply, renderClosed(startOverUrl), 404);
    if (order.status !== 'open') return html(reply, closedPage(order));
    return html(
      reply,
      renderCheckout(order, tokenedPath(order.payment_id, token as string), await wiring.merchantName()),
    );
  });

  app.post<CheckoutRequest>(`${PAY_GATEWAY_PATH}/checkout/:transaction`, async (request, reply) => {
    const refused = refusedLink(request, reply, checkoutQuery.parse(request.query).token);
    if (refused) return refused;
    const form = checkoutForm.safeParse(request.body);
    if (!form.success) return html(reply, renderClosed(startOverUrl), 400);
    const { outcome } = form.data;
    const closed = await completeCheckout(gateway, request.params.transaction, outcome);
    if (!closed)
      return html(reply, closedPage(await findOrder(services.db, request.params.transaction)), 409);
    return reply.redirect(closed.return_urls?.[outcome] ?? startOverUrl, 303);
  });

  const payoutsPath = `${PAY_GATEWAY_PATH}/payouts`;
  const operator = wiring.operatorOnly;
  app.get(payoutsPath, { onRequest: operator }, async (_request, reply) => {
    const [open, recent] = await Promise.all([listOpenPayouts(services.db), listRecentPayouts(services.db)]);
    return html(
      reply,
      renderPayouts(open, recent, (tx) => `${payoutsPath}/${encodeURIComponent(tx)}`),
    );
  });
  app.post<{ Params: { transaction: string } }>(
    `${payoutsPath}/:transaction`,
    { onRequest: operator },
    async (request, reply) => {
      const form = payoutForm.safeParse(request.body);
      if (!form.success) return html(reply, renderClosed(payoutsPath), 400);
      await decidePayout(gateway, request.params.transaction, form.data.decision);
      return reply.redirect(payoutsPath, 303);
    },
  );

  runPeriodically(
    app,
    { intervalMs: SETTLE_INTERVAL_MS, failure: 'pay gateway: settling pending payments failed' },
    () => settleDuePending(gateway),
  );
}
