import { z } from 'zod';

/**
 * The seamless-wallet protocol: what a game provider (our house games or an external aggregator) sends
 * to move a player's money. Amounts are integer minor units of the session's currency. Every request is
 * a JSON body signed with HMAC-SHA256 (`x-wallet-signature: t=<unix s>,v1=<hex of "t.body">`) and is
 * idempotent by `transaction_id`: a repeat returns the first answer; the same id with other content is
 * refused.
 */
export const WALLET_OPERATIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];

const token = z.string().min(16).max(128);
const transactionId = z.string().min(1).max(128);
const roundId = z.string().min(1).max(128);
const amount = z.number().int().min(0).max(1_000_000_000_000);

/**
 * Game providers allowed to call the wallet. Each signs with its own secret; an external aggregator is
 * added here with the secret agreed with it.
 */
export const WALLET_PROVIDERS = ['house'] as const;

/** The route's path parameters: `POST /platform/wallet/{provider}/{operation}`. */
export const walletPathSchema = z.object({
  provider: z.enum(WALLET_PROVIDERS),
  operation: z.enum(WALLET_OPERATIONS),
});

export const walletRequestSchemas = {
  balance: z.object({ session: token }).strict(),
  bet: z
    .object({ session: token, transaction_id: transactionId, round_id: roundId, amount: amount.min(1) })
    .strict(),
  win: z
    .object({
      session: token,
      transaction_id: transactionId,
      round_id: roundId,
      amount,
      /** Closes the round; a closed round takes no further bets or wins. */
      finished: z.boolean().default(true),
    })
    .strict(),
  rollback: z
    .object({
      session: token,
      transaction_id: transactionId,
      round_id: roundId,
      /** The bet being undone. */
      reference_transaction_id: transactionId,
    })
    .strict(),
} satisfies Record<WalletOperation, z.ZodType>;

export type WalletRequest<Op extends WalletOperation> = z.input<(typeof walletRequestSchemas)[Op]>;

export interface WalletSuccess {
  status: 'ok';
  balance: number;
  currency: string;
  /** Our id of the movement (absent for `balance`). */
  wallet_transaction_id?: string;
  /** True when this answer repeats the first answer to the same transaction id. */
  duplicate?: boolean;
}

export const WALLET_ERROR_CODES = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'PLAYER_EXCLUDED',
  /** A player-protection limit (wager, loss, session time) refuses the bet; the message says which. */
  'LIMIT_REACHED',
  'TRANSACTION_CONFLICT',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'BET_ALREADY_SETTLED',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

export interface WalletFailure {
  status: 'error';
  code: WalletErrorCode;
  message: string;
}

export type WalletAnswer = WalletSuccess | WalletFailure;

export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    /** What the platform knows of the refusal, for in-process callers (a play limit's kind and what is left). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}
