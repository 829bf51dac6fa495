import { deriveSecret } from '../../lib/body-signature.ts';

export const SIGNATURE_HEADER = 'x-pay-signature';

/** The secret the gateway and the platform share for webhooks. */
export function webhookSecret(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'pay-gateway-webhook');
}
