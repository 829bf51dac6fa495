import { STAFF_ROLES } from '@casino/shared/backoffice/backoffice-access';
import type { Db } from '../db/schema.ts';
import { newSessionToken } from '../lib/crypto/secure-token.ts';
import { createAdmin } from '../modules/staff/staff.service.ts';

export const STAFF_USAGE = 'usage: npm run staff -- create-admin --email <e-mail> [--name <name>]';

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * `npm run staff -- create-admin --email …`: the first admin (and any later one), with a generated
 * password and an enrolled authenticator, both printed once. Admins create every other staff member in
 * the back-office.
 */
export async function runStaff(args: readonly string[], db: Db, print: (line: string) => void) {
  const [command, ...rest] = args;
  const email = option(rest, 'email');
  if (command !== 'create-admin' || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    print(STAFF_USAGE);
    print(`Roles: ${STAFF_ROLES.join(', ')} (admins create the others in the back-office).`);
    return 2;
  }
  // Generated, never typed on a command line that shell history would keep.
  const password = newSessionToken().slice(0, 20);
  try {
    const admin = await createAdmin(db, { email, name: option(rest, 'name') ?? 'Admin', password });
    print(`Admin ${admin.email} created. Printed only now:`);
    print(`  password:             ${admin.password}`);
    print(`  authenticator secret: ${admin.totpSecret}`);
    print(`  otpauth URI:          ${admin.otpauthUri}`);
    print('Add the secret (or the URI) to an authenticator app, then sign in at /backoffice.');
    return 0;
  } catch (error) {
    print(`Not created: ${(error as Error).message}`);
    return 1;
  }
}
