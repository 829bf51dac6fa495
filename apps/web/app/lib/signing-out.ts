/**
 * Set when the player asks to sign out, for the rest of the page's life (sign-out loads a new page):
 * calls that need the session, started by the same click, are not made. Browser-only state — it is
 * only ever set by a click, never while the server renders.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
