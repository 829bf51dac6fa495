import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction } from '../../test/api-calls.ts';
import { backofficeCall, signedInStaff, type TestStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Offers and tournaments edited from the back-office's Promotions page (decisions 0055, 0062).

let t: TestApp;
let editor: TestStaff;
let codes: string[];
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInStaff(t, 'content');
  codes = (await t.database.db.selectFrom('locales').select('code').execute()).map((row) => row.code);
});
afterAll(() => t.close());

function auditRows(action: string, id: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(id))
    .execute();
}

async function firstOffer() {
  const list = await backofficeCall(t, 'content.offers', {}, editor.cookie);
  expect(list.statusCode, list.body).toBe(200);
  const { offers, locales } = list.json().data;
  expect(locales.map((locale: { code: string }) => locale.code).sort()).toEqual([...codes].sort());
  return offers[0] as {
    id: number;
    percent: number;
    max_amount: number;
    min_amount: number;
    wager: number;
    days: number;
  };
}

function offerEdit(offer: { id: number }, title: string, extra: Record<string, string> = {}) {
  const texts = Object.fromEntries(
    codes.map((code) => [code, { title: `${title} ${code}`, text: 'Double it' }]),
  );
  return {
    id: String(offer.id),
    image: '/images/promotions/welcome.svg',
    percent: '150',
    max_amount: '30000',
    min_amount: '2000',
    wager: '25',
    days: '10',
    texts: JSON.stringify(texts),
    ...extra,
  };
}

describe('editing offers', () => {
  it('publishes an offer: the player sees its words and terms at once, audited before and after', async () => {
    const offer = await firstOffer();
    const saved = await backofficeCall(
      t,
      'content.saveOffer',
      offerEdit(offer, 'Winter double'),
      editor.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: offer.id, percent: 150, max_amount: 30_000, wager: 25 });
    const shown = (await getAction(t, 'campaigns.getoffers', {})).json().data as {
      id: number;
      description?: { title: string };
      promotions?: { percent: number }[];
    }[];
    const mine = shown.find((each) => each.id === offer.id);
    expect(mine?.description?.title).toBe('Winter double en');
    expect(mine?.promotions?.[0]?.percent).toBe(150);
    const [audit] = await auditRows('content.saveOffer', offer.id);
    expect(audit).toMatchObject({ staff_id: editor.id });
    expect(audit?.before).toMatchObject({ percent: offer.percent });
    expect(audit?.after).toMatchObject({ percent: 150, texts: { en: { title: 'Winter double en' } } });
  });

  it('refuses missing or unknown locales, unsafe pictures, an end before the start and unknown offers', async () => {
    const offer = await firstOffer();
    const before = (await auditRows('content.saveOffer', offer.id)).length;
    const onlyEnglish = offerEdit(offer, 'Partial', {
      texts: JSON.stringify({ en: { title: 'Only English', text: '' } }),
    });
    const cases: [Record<string, string>, string][] = [
      [onlyEnglish, 'texts'],
      [offerEdit(offer, 'Bad', { image: 'javascript:alert(1)' }), 'image'],
      [
        offerEdit(offer, 'Dates', {
          started_at: '2026-12-02T00:00:00Z',
          finished_at: '2026-12-01T00:00:00Z',
        }),
        'finished_at',
      ],
      [offerEdit(offer, 'Zero', { percent: '0' }), 'percent'],
      [offerEdit({ id: 999_999 }, 'Ghost'), 'id'],
    ];
    for (const [edit, field] of cases) {
      const refused = await backofficeCall(t, 'content.saveOffer', edit, editor.cookie);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.invalid_parameters, field).toHaveProperty(field);
    }
    expect(await auditRows('content.saveOffer', offer.id)).toHaveLength(before);
  });

  it('is refused to roles other than admin and content', async () => {
    const offer = await firstOffer();
    for (const role of ['support', 'finance', 'risk'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.offers', {}, staff.cookie)).statusCode).toBe(403);
      const save = await backofficeCall(t, 'content.saveOffer', offerEdit(offer, 'Nope'), staff.cookie);
      expect(save.statusCode).toBe(403);
    }
  });
});

interface Listed {
  id: number;
  starts_at: string;
  ends_at: string;
  started: boolean;
  games: string[];
  category: string | null;
  prizes: ({ place: number; amount: number } | { place: number; free_spins: { game: string } })[];
}

async function listed(): Promise<Listed[]> {
  const list = await backofficeCall(t, 'content.tournaments', {}, editor.cookie);
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.tournaments;
}

/** The demo content's tournaments: one running, one upcoming, one finished. */
async function byState() {
  const all = await listed();
  const upcoming = all.find((each) => !each.started);
  const running = all.find((each) => each.started && new Date(each.ends_at) > new Date());
  if (!upcoming || !running) throw new Error('the demo content has an upcoming and a running tournament');
  return { upcoming, running };
}

const tournamentAudit = (id: number) => auditRows('content.saveTournament', id);

function words(title: string) {
  return JSON.stringify(
    Object.fromEntries(
      codes.map((code) => [
        code,
        { title: `${title} ${code}`, description: 'Spin in the snow', rules: 'Most points win' },
      ]),
    ),
  );
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function spinsPrize(game: string) {
  const titles = Object.fromEntries(codes.map((code) => [code, `Gem spins ${code}`]));
  return { titles, game, count: 10, stake: 20, days: 7, wager: 0 };
}

function raceEdit(id: number, extra: Record<string, string> = {}) {
  return {
    id: String(id),
    image: '/images/tournaments/snow.svg',
    texts: words('Snow race'),
    starts_at: inDays(10),
    ends_at: inDays(17),
    games: JSON.stringify(['secrets-of-gems']),
    prizes: JSON.stringify([
      { place: 1, amount: 300_000 },
      { place: 2, amount: 100_000 },
    ]),
    ...extra,
  };
}

describe('editing tournaments', () => {
  it("publishes a tournament's words and picture, audited; dates and prizes stay", async () => {
    const { running: tournament } = await byState();
    const saved = await backofficeCall(
      t,
      'content.saveTournament',
      { id: String(tournament.id), image: '/images/tournaments/snow.svg', texts: words('Snow race') },
      editor.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      starts_at: tournament.starts_at,
      ends_at: tournament.ends_at,
      prizes: tournament.prizes,
    });
    const shown = (await getAction(t, 'tournaments.get', { ids: String(tournament.id) })).json().data;
    expect(JSON.stringify(shown)).toContain('Snow race en');
    expect(await tournamentAudit(tournament.id)).toHaveLength(1);
    const bad = await backofficeCall(
      t,
      'content.saveTournament',
      { id: String(tournament.id), image: '//evil.test/x.png', texts: words('Snow race') },
      editor.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.invalid_parameters).toHaveProperty('image');
  });

  it('reschedules an upcoming tournament with new games and prizes: players see it at once, audited before and after', async () => {
    const { upcoming } = await byState();
    const edit = raceEdit(upcoming.id);
    const saved = await backofficeCall(t, 'content.saveTournament', edit, editor.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      starts_at: new Date(edit.starts_at).toISOString(),
      games: ['secrets-of-gems'],
      category: null,
      prizes: [
        { place: 1, amount: 300_000 },
        { place: 2, amount: 100_000 },
      ],
    });
    const [shown] = (
      await getAction(t, 'tournaments.get', {
        ids: String(upcoming.id),
        fields: 'total_prize,restrictions,extra',
        status: 'all',
      })
    ).json().data as {
      starts_at: string;
      ends_at: string;
      total_prize: { amount: number };
      restrictions: { games: string[]; category: string | null };
      extra: { prizes: number[] };
    }[];
    expect(shown?.starts_at).toBe(new Date(edit.starts_at).toISOString());
    expect(shown?.ends_at).toBe(new Date(edit.ends_at).toISOString());
    expect(shown?.total_prize.amount).toBe(400_000);
    expect(shown?.restrictions).toMatchObject({ games: ['secrets-of-gems'], category: null });
    expect(shown?.extra.prizes).toEqual([300_000, 100_000]);
    const [audit] = await tournamentAudit(upcoming.id);
    expect(audit).toMatchObject({ staff_id: editor.id });
    expect(audit?.before).toMatchObject({ starts_at: upcoming.starts_at, prizes: upcoming.prizes });
    expect(audit?.after).toMatchObject({ games: ['secrets-of-gems'], prizes: JSON.parse(edit.prizes) });
  });

  it('refuses to change the schedule, games or prizes once the tournament has started', async () => {
    const { running } = await byState();
    const before = (await tournamentAudit(running.id)).length;
    for (const change of [
      { starts_at: running.starts_at, ends_at: running.ends_at } as Record<string, string>,
      { prizes: JSON.stringify([{ place: 1, amount: 1 }]) },
    ]) {
      const refused = await backofficeCall(
        t,
        'content.saveTournament',
        raceEdit(running.id, change),
        editor.cookie,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.invalid_parameters.id).toMatch(/has started/);
    }
    expect(await tournamentAudit(running.id)).toHaveLength(before);
    expect((await listed()).find((each) => each.id === running.id)).toEqual(running);
  });

  it('refuses a past start, an end before the start, gaps in places, bad amounts, unknown games and partial terms', async () => {
    const { upcoming } = await byState();
    const before = (await tournamentAudit(upcoming.id)).length;
    const prizes = (rows: unknown[]) => ({ prizes: JSON.stringify(rows) });
    const cases: [Record<string, string>, string][] = [
      [{ starts_at: inDays(-1) }, 'starts_at'],
      [{ starts_at: inDays(5), ends_at: inDays(4) }, 'ends_at'],
      [
        prizes([
          { place: 1, amount: 100 },
          { place: 3, amount: 50 },
        ]),
        'prizes.1.place',
      ],
      [prizes([{ place: 2, amount: 100 }]), 'prizes.0.place'],
      [prizes([{ place: 1, amount: 0 }]), 'prizes.0.amount'],
      [prizes([{ place: 1, amount: 12.5 }]), 'prizes.0.amount'],
      [prizes([{ place: 1, amount: -100 }]), 'prizes.0.amount'],
      [prizes([]), 'prizes'],
      [{ games: JSON.stringify(['secrets-of-gems', 'no-such-game']) }, 'games'],
      [{ games: '[]', category: 'no-such-category' }, 'category'],
      [{ category: 'slots' }, 'category'],
      [{ games: '' }, 'games'],
      [prizes([{ place: 1, free_spins: spinsPrize('no-such-game') }]), 'prizes.0.free_spins.game'],
      [
        prizes([{ place: 1, free_spins: { ...spinsPrize('secrets-of-gems'), titles: { en: 'Gems' } } }]),
        'prizes.0.free_spins.titles',
      ],
      [{ id: '999999' }, 'id'],
    ];
    for (const [change, field] of cases) {
      const refused = await backofficeCall(
        t,
        'content.saveTournament',
        raceEdit(upcoming.id, change),
        editor.cookie,
      );
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.invalid_parameters, field).toHaveProperty([field]);
    }
    expect(await tournamentAudit(upcoming.id)).toHaveLength(before);
  });

  it('is refused to roles other than admin and content', async () => {
    const { upcoming } = await byState();
    for (const role of ['support', 'finance', 'risk'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.tournaments', {}, staff.cookie)).statusCode).toBe(403);
      const save = await backofficeCall(t, 'content.saveTournament', raceEdit(upcoming.id), staff.cookie);
      expect(save.statusCode).toBe(403);
    }
    const admin = await signedInStaff(t, 'admin');
    const withSpins = [
      { place: 1, amount: 50_000 },
      { place: 2, free_spins: spinsPrize('secrets-of-gems') },
    ];
    const save = await backofficeCall(
      t,
      'content.saveTournament',
      raceEdit(upcoming.id, { games: '[]', category: 'slots', prizes: JSON.stringify(withSpins) }),
      admin.cookie,
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data).toMatchObject({ games: [], category: 'slots', prizes: withSpins });
    const [shown] = (
      await getAction(t, 'tournaments.get', { ids: String(upcoming.id), fields: 'extra', status: 'all' })
    ).json().data as { extra: { free_spins: unknown[] } }[];
    expect(shown?.extra.free_spins).toEqual([null, { count: 10, game: 'secrets-of-gems', stake: 20 }]);
  });
});
