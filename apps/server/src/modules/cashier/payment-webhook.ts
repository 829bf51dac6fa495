import { ApiError } from '@casino/shared/errors/api-error';
import type { AppServices } from '../../api/action-context.ts';
import { verifyBody } from '../../lib/body-signature.ts';
import { applyPaymentEvent, type EventOutcome, paymentEventSchema } from './payment-events.service.ts';
import { webhookSecret } from './webhook-signature.ts';

export const WEBHOOK_PATH = '/payments/webhook';

/**
 * A provider's notice as it arrives: the signature over the raw body and its timestamp are checked
 * before anything in it is believed.
 */
export async function receiveWebhook(
  services: Pick<AppServices, 'config' | 'db'>,
  rawBody: string,
  signature: string | undefined,
  nowS = Math.floor(Date.now() / 1000),
): Promise<EventOutcome> {
  const check = verifyBody(webhookSecret(services.config.sessionSecret), rawBody, signature, nowS);
  if (check !== 'ok') throw new ApiError('AccessDeniedException', `Webhook signature refused (${check})`);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ApiError('InvalidRequestException', 'Webhook body is not JSON');
  }
  const event = paymentEventSchema.safeParse(json);
  if (!event.success) throw new ApiError('InvalidRequestException', 'Webhook body is not a payment event');
  return applyPaymentEvent(services.db, event.data);
}
