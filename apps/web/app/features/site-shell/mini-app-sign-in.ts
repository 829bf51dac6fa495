import type { ApiCaller } from '@casino/shared/api/api-caller';
import { deferredApiClient, pageClientOptions } from '../../lib/use-deferred-api.ts';
import type { ToastRequest } from '../../ui/toast/toast-store.ts';

/**
 * The signed initData Telegram hands a mini-app in the address's hash
 * (`#tgWebAppData=<initData, URL-encoded>&tgWebAppVersion=…`), or null outside Telegram.
 */
export function miniAppInitData(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData') || null;
}

/** The parameters of `auth.register` for a mini-app (spec §7): the player's fields and the whole signed data. */
export function miniAppRegistration(initData: string): Record<string, string | boolean | undefined> {
  const fields = new URLSearchParams(initData);
  let user: { id?: unknown; username?: unknown; language_code?: unknown } = {};
  try {
    user = JSON.parse(fields.get('user') ?? '{}') ?? {};
  } catch {
    // Malformed data is the server's to refuse: it checks the signature over whatever was sent.
  }
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return {
    is_tg: true,
    id: text(user.id),
    username: text(user.username),
    hash: fields.get('hash') ?? undefined,
    language_code: text(user.language_code),
    payload: initData,
  };
}

export interface MiniAppSignInDeps {
  t: (key: string) => string;
  showToast: (request: ToastRequest) => void;
  api?: ApiCaller;
  /** Shows the page again, now signed in (the server renders the player's page). */
  reload?: () => void;
  hash?: string;
}

/**
 * Spec §1, §4: a guest who opens the site inside Telegram is registered, or signed in again, from the
 * mini-app's signed initData; a refusal shows the `miniAppRegistrationFailed` notice and leaves the
 * guest on the page with the usual sign-in and registration. Loaded only inside Telegram (start-effects).
 */
export async function signInFromMiniApp(deps: MiniAppSignInDeps): Promise<boolean> {
  const initData = miniAppInitData(deps.hash ?? window.location.hash);
  if (!initData) return false;
  const api = deps.api ?? deferredApiClient(pageClientOptions(document.documentElement.lang || 'en'));
  try {
    await api('auth.register', miniAppRegistration(initData));
  } catch {
    deps.showToast({ kind: 'product', data: { title: deps.t('popups.auth.miniAppRegistrationFailed') } });
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/**
 * What start-effects calls, kept short there (the shell's bytes count against the home page's budget):
 * a signed-in page (the server marks it `data-player`) needs no sign-in.
 */
export default function startMiniAppSignIn(
  t: MiniAppSignInDeps['t'],
  showToast: MiniAppSignInDeps['showToast'],
) {
  if (document.documentElement.dataset.player === undefined) void signInFromMiniApp({ t, showToast });
}
