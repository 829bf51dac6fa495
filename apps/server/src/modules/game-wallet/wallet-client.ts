import type { AppServices } from '../../api/action-context.ts';
import { signBody } from '../../lib/body-signature.ts';
import { handleWalletCall, walletSecret } from './wallet-gateway.ts';
import type { WalletAnswer, WalletOperation } from './wallet-protocol.ts';

export type WalletClient = {
  [Op in WalletOperation]: (request: Record<string, unknown>) => Promise<WalletAnswer>;
};

/**
 * How the house games reach money: the very path an external aggregator's HTTP call takes (signed body,
 * signature check, protocol validation), minus the network hop.
 */
export function houseWalletClient(services: Pick<AppServices, 'config' | 'db'>): WalletClient {
  const secret = walletSecret(services.config.sessionSecret, 'house');
  const call = (operation: WalletOperation) => (request: Record<string, unknown>) => {
    const body = JSON.stringify(request);
    const signature = signBody(secret, body, Math.floor(Date.now() / 1000));
    return handleWalletCall(services, 'house', operation, body, signature);
  };
  return { balance: call('balance'), bet: call('bet'), win: call('win'), rollback: call('rollback') };
}
