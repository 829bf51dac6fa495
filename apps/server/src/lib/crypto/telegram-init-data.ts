import { createHmac, timingSafeEqual } from 'node:crypto';

/** The `user` object of Telegram Mini App init data, with camelCase keys. */
export interface TelegramUser {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  languageCode?: string;
  photoUrl?: string;
  isBot?: boolean;
  isPremium?: boolean;
  addedToAttachmentMenu?: boolean;
  allowsWriteToPm?: boolean;
}

export type TelegramInitDataFailure = 'missing-hash' | 'bad-hash' | 'stale' | 'malformed';

export interface TelegramInitDataSuccess {
  ok: true;
  user: TelegramUser;
  /** Unix seconds, as Telegram sends it. */
  authDate: number;
  startParam?: string;
}

export type TelegramInitDataResult = TelegramInitDataSuccess | { ok: false; reason: TelegramInitDataFailure };

export interface VerifyTelegramInitDataOptions {
  /** Current time in milliseconds since the Unix epoch. */
  now?: number;
  /** How old auth_date may be; the data is a bearer credential, so keep this short. */
  maxAgeSeconds: number;
}

// Tolerates a client clock slightly ahead of ours without accepting data dated far in the future.
const MAX_FUTURE_SKEW_MS = 60_000;
const HASH_HEX = /^[0-9a-fA-F]{64}$/;
const UNIX_SECONDS = /^[1-9][0-9]{0,11}$/;

const STRING_FIELDS = [
  ['last_name', 'lastName'],
  ['username', 'username'],
  ['language_code', 'languageCode'],
  ['photo_url', 'photoUrl'],
] as const;
const BOOLEAN_FIELDS = [
  ['is_bot', 'isBot'],
  ['is_premium', 'isPremium'],
  ['added_to_attachment_menu', 'addedToAttachmentMenu'],
  ['allows_write_to_pm', 'allowsWriteToPm'],
] as const;

// Every field but `hash` (`signature` included, if present) is signed, as `key=value` lines sorted by key.
function computeHash(fields: ReadonlyMap<string, string>, botToken: string): Buffer {
  if (typeof botToken !== 'string' || botToken === '') throw new TypeError('A bot token is required');
  const dataCheckString = [...fields.keys()]
    .sort()
    .map((key) => `${key}=${fields.get(key)}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secretKey).update(dataCheckString).digest();
}

function parseUser(json: string): TelegramUser | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const fields = raw as Record<string, unknown>;
  const { id, first_name: firstName } = fields;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof firstName !== 'string')
    return null;
  const user: TelegramUser = { id, firstName };
  for (const [from, to] of STRING_FIELDS) {
    const value = fields[from];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    user[to] = value;
  }
  for (const [from, to] of BOOLEAN_FIELDS) {
    const value = fields[from];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return null;
    user[to] = value;
  }
  return user;
}

/**
 * Validates Telegram Mini App init data (`Telegram.WebApp.initData`) against the bot token, as described
 * at https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app, and extracts the user.
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  { now = Date.now(), maxAgeSeconds }: VerifyTelegramInitDataOptions,
): TelegramInitDataResult {
  if (!Number.isFinite(maxAgeSeconds) || maxAgeSeconds <= 0)
    throw new RangeError('maxAgeSeconds must be positive');
  if (typeof initData !== 'string') return { ok: false, reason: 'malformed' };
  const fields = new Map<string, string>();
  let hash: string | undefined;
  for (const [key, value] of new URLSearchParams(initData)) {
    // A repeated key makes the signed content ambiguous.
    if (fields.has(key) || (key === 'hash' && hash !== undefined)) return { ok: false, reason: 'malformed' };
    if (key === 'hash') hash = value;
    else fields.set(key, value);
  }
  if (!hash) return { ok: false, reason: 'missing-hash' };
  if (!HASH_HEX.test(hash)) return { ok: false, reason: 'bad-hash' };
  if (!timingSafeEqual(computeHash(fields, botToken), Buffer.from(hash, 'hex'))) {
    return { ok: false, reason: 'bad-hash' };
  }

  const authDateText = fields.get('auth_date');
  if (authDateText === undefined || !UNIX_SECONDS.test(authDateText))
    return { ok: false, reason: 'malformed' };
  const authDate = Number(authDateText);
  const ageMs = now - authDate * 1000;
  if (ageMs > maxAgeSeconds * 1000 || ageMs < -MAX_FUTURE_SKEW_MS) return { ok: false, reason: 'stale' };

  const userJson = fields.get('user');
  const user = userJson === undefined ? null : parseUser(userJson);
  if (!user) return { ok: false, reason: 'malformed' };
  const startParam = fields.get('start_param');
  return startParam === undefined ? { ok: true, user, authDate } : { ok: true, user, authDate, startParam };
}

/**
 * Produces init data signed the way Telegram signs it, for tests and the built-in demo sign-in
 * (values are sent as-is, so `user` must already be JSON).
 */
export function signTelegramInitData(fields: Readonly<Record<string, string>>, botToken: string): string {
  if (Object.hasOwn(fields, 'hash')) throw new TypeError('Fields must not contain a hash');
  const hash = computeHash(new Map(Object.entries(fields)), botToken).toString('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
