import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestRestore } from './restore.service.ts';

// The account lookup waits for the test to open this gate, so a test can tell whether an answer waited for it.
const gate = vi.hoisted(() => {
  let open = () => {};
  let opened = Promise.resolve();
  return {
    close() {
      opened = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
    wait: () => opened,
  };
});
vi.mock('./users.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./users.repository.ts')>();
  return {
    ...actual,
    findUserByLoginOrContact: async (...args: Parameters<typeof actual.findUserByLoginOrContact>) => {
      await gate.wait();
      return actual.findUserByLoginOrContact(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function restoreMessages(email: string) {
  return t.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', email)
    .where('subject', '=', 'Restore your password')
    .execute();
}

describe('password restore timing', () => {
  it('answers a known and an unknown login without waiting for the account lookup', async () => {
    const player = await registerPlayer(t);
    const errors: unknown[] = [];
    gate.close();
    for (const login of [player.email, 'nobody-at-all@example.com']) {
      const answer = requestRestore(t.database.db, login, '10.40.0.1', (error) => errors.push(error)).then(
        () => 'answered',
      );
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the lookup'), 1_000));
      expect(await Promise.race([answer, waited])).toBe('answered');
    }
    expect(await restoreMessages(player.email)).toEqual([]);

    gate.open();
    await vi.waitFor(async () => expect(await restoreMessages(player.email)).toHaveLength(1));
    expect(await restoreMessages('nobody-at-all@example.com')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
