import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction } from '../../test/api-calls.ts';
import { backofficeCall, signedInStaff, type TestStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Offers edited from the back-office's Promotions page (decision 0055); tournaments: tournaments-editing.test.ts.

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
