/** Signs a new player up and returns the session cookie (`sid=…`). */
export async function signUp(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth.register?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      email: `bench-${Date.now()}@example.com`,
      password: 'secret12',
      terms: '1',
      currency: 'USD',
    }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie)
    throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] as string;
}

/** Adds the hall's first game to the player's favourites (home then shows their row of favourites). */
export async function likeAGame(origin: string, cookie: string): Promise<void> {
  const games = (await (await fetch(`${origin}/api/games.get?lang=en&count=1`)).json()) as {
    data: { items: { sysname: string }[] };
  };
  const sysname = games.data.items[0]?.sysname;
  const response = await fetch(`${origin}/api/addLike?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    body: new URLSearchParams({ sysname: sysname ?? '' }),
  });
  if (!response.ok) throw new Error(`bench like failed: ${response.status} ${await response.text()}`);
}
