import type { EditableGame } from '@casino/shared/backoffice/backoffice.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { getAction } from '../../test/api-calls.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sysnames players see, in the hall's order (or a category's). */
async function hall(app: TestApp, category?: string): Promise<string[]> {
  const response = await getAction(app, 'games.get', {
    count: '100',
    fields: 'sysname',
    ...(category ? { category } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { sysname: string }[]).map((item) => item.sysname);
}

async function editorGames(app: TestApp, cookie: string, fields: Record<string, string> = {}) {
  const response = await backofficeCall(app, 'content.games', fields, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    categories: { sysname: string; title: string }[];
    total: number;
    games: EditableGame[];
  };
}

function gameEdit(game: EditableGame, change: Partial<EditableGame> = {}) {
  const edited = { ...game, ...change };
  return {
    sysname: edited.sysname,
    is_active: edited.is_active ? '1' : '0',
    position: String(edited.position),
    categories: JSON.stringify(edited.categories),
  };
}

describe('editing games', () => {
  it('is refused to support and finance, on the server', async () => {
    const [first] = await hall(t);
    for (const role of ['support', 'finance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.games', {}, staff.cookie)).statusCode).toBe(403);
      const save = await backofficeCall(
        t,
        'content.saveGame',
        { sysname: String(first), is_active: '0', position: '1', categories: '{}' },
        staff.cookie,
      );
      expect(save.statusCode).toBe(403);
    }
    expect((await hall(t))[0]).toBe(first);
  });

  it('lists the catalogue in the hall order, found by title or category, hidden games too', async () => {
    const editor = await signedInStaff(t, 'content');
    const all = await editorGames(t, editor.cookie);
    expect(all.total).toBeGreaterThan(all.games.length);
    expect(all.games.map((game) => game.sysname).slice(0, 10)).toEqual((await hall(t)).slice(0, 10));
    const [first] = all.games;
    const found = await editorGames(t, editor.cookie, { query: String(first?.title) });
    expect(found.games.map((game) => game.sysname)).toContain(first?.sysname);
    const category = all.categories[0]?.sysname as string;
    const inCategory = await editorGames(t, editor.cookie, { category });
    expect(inCategory.games.every((game) => category in game.categories)).toBe(true);
  });

  it('refuses an unknown game or category, changing nothing', async () => {
    const editor = await signedInStaff(t, 'content');
    const [game] = (await editorGames(t, editor.cookie)).games as [EditableGame];
    const cases: [Record<string, string>, string][] = [
      [gameEdit(game, { sysname: 'no-such-game' }), 'sysname'],
      [gameEdit(game, { categories: { 'no-such-category': 1 } }), 'categories'],
      [{ ...gameEdit(game), categories: '{"slots": 0}' }, 'categories.slots'],
      [{ ...gameEdit(game), categories: '[1' }, 'categories'],
    ];
    for (const [fields, field] of cases) {
      const response = await backofficeCall(t, 'content.saveGame', fields, editor.cookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().error.invalid_parameters), JSON.stringify(fields)).toContain(field);
    }
    expect((await editorGames(t, editor.cookie)).games[0]).toEqual(game);
  });

  it('hides, places and recategorises a game, seen by players at once, audit-logged', async () => {
    const editor = await signedInStaff(t, 'content');
    const listed = await editorGames(t, editor.cookie);
    const [first, second, third] = listed.games as [EditableGame, EditableGame, EditableGame];
    expect(await hall(t)).toContain(first.sysname); // loads the index the edit must drop

    const hidden = await backofficeCall(
      t,
      'content.saveGame',
      gameEdit(first, { is_active: false }),
      editor.cookie,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await hall(t)).not.toContain(first.sysname);

    // Third to the first place: before the game that had it, the others keep their order.
    const moved = await backofficeCall(
      t,
      'content.saveGame',
      gameEdit(third, { position: second.position }),
      editor.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await hall(t)).slice(0, 2)).toEqual([third.sysname, second.sysname]);

    // Into another category, first in it; out of all its own.
    const target = listed.categories.find((category) => !(category.sysname in third.categories))
      ?.sysname as string;
    const recategorised = await backofficeCall(
      t,
      'content.saveGame',
      gameEdit(third, { position: second.position, categories: { [target]: 1 } }),
      editor.cookie,
    );
    expect(recategorised.json().data.categories).toEqual({ [target]: 1 });
    expect((await hall(t, target))[0]).toBe(third.sysname);
    for (const left of Object.keys(third.categories))
      expect(await hall(t, left)).not.toContain(third.sysname);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.saveGame')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.staff_id, row.target_type, row.target_id])).toEqual([
      [editor.id, 'game', first.sysname],
      [editor.id, 'game', third.sysname],
      [editor.id, 'game', third.sysname],
    ]);
    expect(audit[0]?.before).toMatchObject({ is_active: true });
    expect(audit[0]?.after).toMatchObject({ is_active: false });
    expect(audit[2]?.after).toMatchObject({ categories: { [target]: 1 } });

    const shown = await backofficeCall(t, 'content.saveGame', gameEdit(first), editor.cookie);
    expect(shown.statusCode).toBe(200);
    expect(await hall(t)).toContain(first.sysname);
  });
});

describe.runIf(testDatabaseUrl)('publishing games to every server process', () => {
  it('hides a game on a second process on the same database without a restart', async () => {
    const database = await freshPostgres();
    const first = await createTestApp({ ...database, close: async () => {} });
    const secondHandle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    const second = await createTestApp(secondHandle);
    try {
      const [shown] = await hall(second); // the second process caches the catalogue now
      const editor = await signedInStaff(first, 'content');
      const game = (await editorGames(first, editor.cookie)).games.find((each) => each.sysname === shown);
      const saved = await backofficeCall(
        first,
        'content.saveGame',
        gameEdit(game as EditableGame, { is_active: false }),
        editor.cookie,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      // Far under the catalogue's 60 s TTL: the notice, not the expiry, makes the second process reload.
      await expect
        .poll(async () => (await hall(second)).includes(String(shown)), { timeout: 3_000 })
        .toBe(false);
    } finally {
      await second.close();
      await first.close();
      await database.close();
    }
  });
});
