import { createHmac, randomBytes } from 'node:crypto';
import { deriveSecret } from '../../lib/body-signature.ts';
import { constantTimeEqual } from '../../lib/crypto/secure-token.ts';

/**
 * A browser that has signed in to an account before carries this cookie (decision 0011): signed
 * sign-ins from it skip the per-account limit that strangers share, so guessing from elsewhere
 * cannot lock the owner out. It names one account and a random device id; only the server can sign it.
 */
export const DEVICE_COOKIE = 'device';
/** Browsers keep a cookie at most 400 days. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

export interface KnownDevice {
  userId: number;
  /** Random, per browser and account: the key of the device's own attempt limit. */
  deviceId: string;
}

export function deviceKey(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'known-device');
}

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(`device.v1.${payload}`).digest('base64url');
}

export function issueDeviceToken(
  key: string,
  userId: number,
  deviceId = randomBytes(16).toString('base64url'),
) {
  const payload = `${userId}.${deviceId}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The device a cookie names, or null when it is absent, malformed or not signed by this server. */
export function readDeviceToken(key: string, token: string | undefined): KnownDevice | null {
  const match = token ? /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, userId, deviceId, mac] = match as unknown as [string, string, string, string];
  if (!constantTimeEqual(mac, signature(key, `${userId}.${deviceId}`))) return null;
  return { userId: Number(userId), deviceId };
}
