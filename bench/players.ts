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
