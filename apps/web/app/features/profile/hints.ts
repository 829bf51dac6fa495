/** Spec §4 "Hints and timers" (windows from spec §9), counted from the account's reg_time. */
const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;
const CONFIRM_HINT_MS = 5 * 24 * 60 * 60 * 1000;

function isWithin(regTime: string, now: number, windowMs: number): boolean {
  const elapsed = now - Date.parse(regTime);
  return elapsed >= 0 && elapsed < windowMs;
}

/** The deposit hint: the first 2 hours after registration, while the player has not deposited. */
export function showsRegistrationHint(input: { regTime: string; now: number; hasDeposit: boolean }): boolean {
  return !input.hasDeposit && isWithin(input.regTime, input.now, REGISTRATION_HINT_MS);
}

/** Whether the confirm hint's window is open; the contact itself is looked up only then. */
export function inConfirmHintWindow(regTime: string, now: number): boolean {
  return isWithin(regTime, now, CONFIRM_HINT_MS);
}

/**
 * The confirm hint: the first 5 days after registration, while the login contact is unconfirmed and
 * no confirmation has been sent from this browser (the confirm_sent flag).
 */
export function showsConfirmHint(input: {
  regTime: string;
  now: number;
  loginConfirmed: boolean;
  confirmSent: boolean;
}): boolean {
  return !input.loginConfirmed && !input.confirmSent && inConfirmHintWindow(input.regTime, input.now);
}
