import type { AppServices } from '../../api/action-context.ts';
import { deriveSecret, verifyBody } from '../../lib/body-signature.ts';
import { walletCall } from './seamless-wallet.service.ts';
import { type WalletAnswer, WalletError, walletPathSchema } from './wallet-protocol.ts';

export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

export function walletSecret(sessionSecret: string, provider: string): string {
  return deriveSecret(sessionSecret, `seamless-wallet:${provider}`);
}

/**
 * One signed wallet call as it arrives, over the exact bytes sent. Every failure is an answer with a
 * protocol error code: providers branch on codes, never on HTTP errors.
 */
export async function handleWalletCall(
  services: Pick<AppServices, 'config' | 'db'>,
  provider: string,
  operation: string,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WalletAnswer> {
  try {
    const path = walletPathSchema.safeParse({ provider, operation });
    if (!path.success) throw new WalletError('INVALID_REQUEST', 'Unknown provider or operation');
    const secret = walletSecret(services.config.sessionSecret, provider);
    const check = verifyBody(secret, rawBody, signature, Math.floor(now.getTime() / 1000));
    if (check !== 'ok') throw new WalletError('INVALID_SIGNATURE', `Signature refused (${check})`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WalletError('INVALID_REQUEST', 'The body is not JSON');
    }
    return await walletCall(services.db, provider, path.data.operation, body, now);
  } catch (error) {
    if (error instanceof WalletError) return { status: 'error', code: error.code, message: error.message };
    throw error;
  }
}
