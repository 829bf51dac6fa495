import type { AppServices } from '../../api/action-context.ts';
import { deriveSecret, verifyBody } from '../../lib/body-signature.ts';
import { walletCall } from './seamless-wallet.service.ts';
import {
  WALLET_OPERATIONS,
  type WalletAnswer,
  WalletError,
  type WalletOperation,
} from './wallet-protocol.ts';

export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

/**
 * Game providers allowed to call the wallet. Each signs with its own secret; an external aggregator is
 * added here with the secret agreed with it.
 */
export const WALLET_PROVIDERS = ['house'] as const;

export function walletSecret(sessionSecret: string, provider: string): string {
  return deriveSecret(sessionSecret, `seamless-wallet:${provider}`);
}

export function isWalletOperation(value: string): value is WalletOperation {
  return (WALLET_OPERATIONS as readonly string[]).includes(value);
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
    if (!(WALLET_PROVIDERS as readonly string[]).includes(provider) || !isWalletOperation(operation)) {
      throw new WalletError('INVALID_REQUEST', 'Unknown provider or operation');
    }
    const secret = walletSecret(services.config.sessionSecret, provider);
    const check = verifyBody(secret, rawBody, signature, Math.floor(now.getTime() / 1000));
    if (check !== 'ok') throw new WalletError('INVALID_SIGNATURE', `Signature refused (${check})`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WalletError('INVALID_REQUEST', 'The body is not JSON');
    }
    return await walletCall(services.db, provider, operation, body, now);
  } catch (error) {
    if (error instanceof WalletError) return { status: 'error', code: error.code, message: error.message };
    throw error;
  }
}
