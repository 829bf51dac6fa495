import { ForcedLogout } from './forced-logout.tsx';
import { RegistrationCompletionEffect } from './registration-completion-effect.tsx';

/** What the shell runs only for a signed-in player, loaded apart so guests never download it. */
export function SignedInEffects() {
  return (
    <>
      <RegistrationCompletionEffect />
      <ForcedLogout />
    </>
  );
}
