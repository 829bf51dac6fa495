import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SignInResult, StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { STAFF_ROLES, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { ApiError } from '@casino/shared/errors/api-error';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { StaffUserRow } from '../../db/tables/staff.table.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash.ts';
import { hashToken, newSessionToken } from '../../lib/crypto/secure-token.ts';
import { generateTotpSecret, otpauthUri, verifyTotp } from '../../lib/crypto/totp.ts';
import { qrCodeDataUrl } from '../../lib/qr-code.ts';
import { type Actor, recordAudit } from './audit.service.ts';
import * as staffUsers from './staff.repository.ts';
import * as sessions from './staff-sessions.repository.ts';

export const STAFF_SESSION_COOKIE = 'bo_sid';
/** Staff sessions are short: idle for this long ends one... */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and a working day after sign-in it ends in any case. */
export const STAFF_SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;
/** The name authenticator apps list a staff account under. */
const TOTP_ISSUER = 'Aurora Casino back-office';

const DUMMY_HASH = hashPassword('dummy-password-for-timing');

export function staffView(row: StaffUserRow): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: toRole(row.role),
    status: row.status,
    totp_enrolled: row.totp_secret !== null,
    created_at: row.created_at.toISOString(),
  };
}

function toRole(role: string): StaffRole {
  const known = STAFF_ROLES.find((candidate) => candidate === role);
  if (!known) throw new Error(`Unknown staff role ${role}`);
  return known;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** An enrolled secret (the first admin, made by the CLI); others enrol at their first sign-in. */
  totpSecret?: string;
}

/** Creates a staff account, audited as done by `actor` in the same transaction. */
export async function createStaff(db: Db, actor: Actor, staff: NewStaff): Promise<StaffView> {
  const passwordHash = await hashPassword(staff.password);
  return db.transaction().execute(async (trx) => {
    if (await staffUsers.findStaffByEmail(trx, staff.email)) {
      throw new ApiError('InvalidParameterException', 'A staff account with this e-mail exists', {
        invalidParameters: { email: 'A staff account with this e-mail exists' },
      });
    }
    const row = await staffUsers.insertStaff(trx, {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: passwordHash,
      totp_secret: staff.totpSecret ?? null,
    });
    const view = staffView(row);
    await recordAudit(trx, actor, {
      action: 'staff.create',
      target: { type: 'staff', id: row.id },
      after: view,
    });
    return view;
  });
}

export async function listStaff(db: DbOrTrx): Promise<StaffView[]> {
  return (await staffUsers.listStaff(db)).map(staffView);
}

export async function findStaff(db: DbOrTrx, id: number): Promise<StaffView | undefined> {
  const row = await staffUsers.findStaffById(db, id);
  return row && staffView(row);
}

export interface StaffSignIn {
  email: string;
  password: string;
  code?: string | undefined;
}

export interface StaffClient {
  ip: string;
  userAgent: string | null;
}

const WRONG_CREDENTIALS = 'Wrong e-mail or password';
const WRONG_CODE = 'Wrong or expired code';

/**
 * Password, then a current authenticator code: a session starts only with both. A staff member with
 * no enrolled authenticator is given a secret to enrol (the same one until a code from it is
 * confirmed) and signs in with its first code. Attempts are limited per address and per account, and
 * a code is accepted once. Audited; answers the session token with the result when one started.
 */
export async function signIn(
  db: Db,
  input: StaffSignIn,
  client: StaffClient,
  now = new Date(),
): Promise<{ result: SignInResult; token?: string }> {
  await consumeRateLimit(db, RATE_LIMITS.staffSignInByIp, client.ip, now);
  await consumeRateLimit(db, RATE_LIMITS.staffSignInByAccount, input.email, now);
  const staff = await staffUsers.findStaffByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, staff?.password_hash ?? (await DUMMY_HASH));
  const refused = async (why: 'password' | 'disabled' | 'code', message: string) => {
    // Who tried is not known, so the entry has no acting staff; the account tried is its target.
    await recordAudit(
      db,
      { staffId: null, ip: client.ip, userAgent: client.userAgent },
      {
        action: 'staff.signInFailed',
        ...(staff ? { target: { type: 'staff', id: staff.id } } : {}),
        after: { email: input.email, why },
      },
    );
    return new ApiError('AuthorizationException', message);
  };
  if (!staff || !passwordOk) throw await refused('password', WRONG_CREDENTIALS);
  if (staff.status !== 'active') throw await refused('disabled', WRONG_CREDENTIALS);
  const code = input.code?.replace(/\s/g, '');
  if (!staff.totp_secret) {
    const secret = staff.totp_pending_secret ?? generateTotpSecret();
    if (!code) {
      if (!staff.totp_pending_secret) await staffUsers.savePendingTotpSecret(db, staff.id, secret);
      const uri = otpauthUri(TOTP_ISSUER, staff.email, secret);
      return { result: { status: 'enrol', secret, otpauth_uri: uri, qr_code: qrCodeDataUrl(uri) } };
    }
    const step = verifyTotp(secret, code, { now: now.getTime() });
    if (step === null || !(await staffUsers.activatePendingTotp(db, staff.id, secret, step))) {
      throw await refused('code', WRONG_CODE);
    }
  } else {
    if (!code) return { result: { status: 'code_required' } };
    const step = verifyTotp(staff.totp_secret, code, {
      now: now.getTime(),
      lastAcceptedStep: staff.totp_last_step,
    });
    if (step === null || !(await staffUsers.acceptTotpStep(db, staff.id, step))) {
      throw await refused('code', WRONG_CODE);
    }
  }
  const token = newSessionToken();
  await db.transaction().execute(async (trx) => {
    await sessions.insertStaffSession(trx, {
      tokenHash: hashToken(token),
      staffId: staff.id,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await recordAudit(
      trx,
      { staffId: staff.id, ip: client.ip, userAgent: client.userAgent },
      { action: 'staff.signIn', target: { type: 'staff', id: staff.id } },
    );
  });
  const fresh = await staffUsers.findStaffById(db, staff.id);
  return { result: { status: 'signed_in', staff: staffView(fresh ?? staff) }, token };
}

export interface StaffSession {
  staffId: number;
  role: StaffRole;
  tokenHash: string;
}

/** The live session behind a cookie token: not revoked, not expired, not idle, its holder active. */
export async function resolveStaffSession(
  db: DbOrTrx,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await sessions.findLiveStaffSession(db, tokenHash, now);
  if (!row) return null;
  if (row.status !== 'active' || now.getTime() - row.last_seen_at.getTime() > STAFF_SESSION_IDLE_MS) {
    await sessions.revokeStaffSession(db, tokenHash, now);
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await sessions.touchStaffSession(db, tokenHash, now);
  }
  return { staffId: row.staff_id, role: toRole(row.role), tokenHash };
}

export async function signOut(db: Db, actor: Actor, tokenHash: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await sessions.revokeStaffSession(trx, tokenHash, now);
    await recordAudit(trx, actor, {
      action: 'staff.signOut',
      target: { type: 'staff', id: actor.staffId ?? 0 },
    });
  });
}

/** Ends every session of a staff member; answers how many. */
export async function revokeStaffSessions(db: Db, actor: Actor, staffId: number, now = new Date()) {
  if (!(await staffUsers.findStaffById(db, staffId))) throw unknownStaff();
  return db.transaction().execute(async (trx) => {
    const revoked = await sessions.revokeAllStaffSessions(trx, staffId, now);
    await recordAudit(trx, actor, {
      action: 'staff.revokeSessions',
      target: { type: 'staff', id: staffId },
      after: { revoked },
    });
    return revoked;
  });
}

const unknownStaff = () =>
  new ApiError('InvalidParameterException', 'Unknown staff member', {
    invalidParameters: { staff_id: 'Unknown staff member' },
  });

const refusedChange = (message: string) =>
  new ApiError('InvalidParameterException', message, { invalidParameters: { staff_id: message } });

/**
 * Disables or re-enables a staff account, audited with the reason. Disabling ends its sessions at once;
 * nobody disables their own account, and the last active admin stays (someone must manage staff).
 */
export async function changeStaffStatus(
  db: Db,
  actor: Actor,
  change: { staffId: number; status: 'active' | 'disabled'; reason: string },
  now = new Date(),
): Promise<StaffView> {
  if (change.status === 'disabled' && change.staffId === actor.staffId) {
    throw refusedChange('You cannot disable your own account');
  }
  return db.transaction().execute(async (trx) => {
    // The admins are locked first, in id order, by every disabling: two admins disabling each other at
    // once cannot both pass the count below, and the locks are always taken in the same order.
    if (change.status === 'disabled') await staffUsers.lockAdmins(trx);
    const before = await staffUsers.lockStaff(trx, change.staffId);
    if (!before) throw unknownStaff();
    if (before.status === change.status) return staffView(before);
    if (
      change.status === 'disabled' &&
      before.role === 'admin' &&
      (await staffUsers.countActiveAdmins(trx)) <= 1
    ) {
      throw refusedChange('The last active admin stays');
    }
    const after = await staffUsers.setStaffStatus(trx, change.staffId, change.status);
    if (change.status === 'disabled') await sessions.revokeAllStaffSessions(trx, change.staffId, now);
    await recordAudit(trx, actor, {
      action: change.status === 'disabled' ? 'staff.disable' : 'staff.enable',
      target: { type: 'staff', id: change.staffId },
      before: { status: before.status },
      after: { status: after.status },
      reason: change.reason,
    });
    return staffView(after);
  });
}

/** Forgets a staff member's authenticator (a lost phone): their sessions end; the next sign-in enrols. */
export async function resetStaffTwoFactor(
  db: Db,
  actor: Actor,
  change: { staffId: number; reason: string },
  now = new Date(),
): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    const before = await staffUsers.lockStaff(trx, change.staffId);
    if (!before) throw unknownStaff();
    const after = await staffUsers.clearTotp(trx, change.staffId);
    const revoked = await sessions.revokeAllStaffSessions(trx, change.staffId, now);
    await recordAudit(trx, actor, {
      action: 'staff.resetTwoFactor',
      target: { type: 'staff', id: change.staffId },
      before: { totp_enrolled: before.totp_secret !== null },
      after: { totp_enrolled: false, revoked },
      reason: change.reason,
    });
    return staffView(after);
  });
}

/** What the CLI and the demo start print so the first admin can sign in. */
export interface FirstAdmin {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** Creates an admin with an enrolled authenticator (the CLI's create-admin, the demo's seeded admin). */
export async function createAdmin(
  db: Db,
  admin: { email: string; name: string; password: string },
): Promise<FirstAdmin> {
  const totpSecret = generateTotpSecret();
  await createStaff(
    db,
    { staffId: null, ip: null, userAgent: 'command line' },
    {
      ...admin,
      role: 'admin',
      totpSecret,
    },
  );
  return { ...admin, totpSecret, otpauthUri: otpauthUri(TOTP_ISSUER, admin.email, totpSecret) };
}

export const DEMO_ADMIN_FILE = 'backoffice-admin.json';

/**
 * Demo mode only (decision 0014): a fresh demo has an admin, so the back-office can be tried at once.
 * Its password and authenticator secret are generated and kept in DATA_DIR (readable by whoever runs
 * the demo, as the operator password is). Answers the admin when this start created it.
 */
export async function ensureDemoAdmin(db: Db, dataDir: string): Promise<FirstAdmin | undefined> {
  if ((await staffUsers.countStaff(db)) > 0) return undefined;
  const admin = await createAdmin(db, {
    email: 'admin@backoffice.demo',
    name: 'Demo admin',
    password: newSessionToken().slice(0, 20),
  });
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600 });
  return admin;
}
