import { LoyaltyNoticesStarter } from '../loyalty/loyalty-notices-starter.tsx';
import { ForcedLogout } from './forced-logout.tsx';
import { RegistrationCompletionEffect } from './registration-completion-effect.tsx';

/**
 * What the shell runs only for a signed-in player, loaded apart so guests never download it: the
 * inactivity sign-out, finishing a registration and the loyalty notices.
 */
export function SignedInEffects() {
  return (
    <>
      <RegistrationCompletionEffect />
      <ForcedLogout />
      <LoyaltyNoticesStarter />
    </>
  );
}
