import { form, type TestPlayer } from './player-factory.ts';
import type { TestApp } from './test-app.ts';

/** A POST action as the site sends it (form data), as `player` when given. */
export function postAction(t: TestApp, action: string, fields: Record<string, string>, player?: TestPlayer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(player ? { cookie: player.cookie } : {}),
    },
  });
}

/** A GET action (English unless `lang` is in the query), as `player` when given. */
export function getAction(t: TestApp, action: string, query: Record<string, string>, player?: TestPlayer) {
  return t.app.inject({
    method: 'GET',
    url: `/api/${action}?${new URLSearchParams({ lang: 'en', ...query })}`,
    headers: player ? { cookie: player.cookie } : {},
  });
}

/** A deposit of `amount` (minor units) by card, paid on the built-in gateway's page: credited on return. */
export async function depositThroughGateway(t: TestApp, player: TestPlayer, amount: number): Promise<void> {
  const deposit = await postAction(
    t,
    'makedeposit',
    { method: 'visa_mastercard', amount: String(amount) },
    player,
  );
  const { url } = deposit.json().data as { url: string };
  await t.app.inject({
    method: 'POST',
    url,
    payload: form({ outcome: 'success' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
