import type { ParamsOut, ResultOf } from '@casino/shared/api/define-action';
import type {
  BackofficeActionDefinition,
  BackofficeContract,
} from '@casino/shared/backoffice/backoffice.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import type { Actor } from './audit.service.ts';
import type { StaffClient, StaffSession } from './staff.service.ts';

/** What one back-office call knows: the services, the staff session (if any) and where it comes from. */
export interface BackofficeContext extends AppServices {
  staff: StaffSession | null;
  client: StaffClient;
  /** The caller as the audit log records them. */
  actor: Actor;
  /** Set-Cookie values for the reply (sign-in and sign-out). */
  cookies: string[];
  log: FastifyBaseLogger;
}

export type BackofficeHandler<A extends BackofficeActionDefinition> = (
  params: ParamsOut<A>,
  ctx: BackofficeContext,
) => Promise<ResultOf<A>>;

/** Every back-office action's handler: the compiler checks each against the contract. */
export type BackofficeHandlers = {
  [K in keyof BackofficeContract]: BackofficeHandler<BackofficeContract[K]>;
};
