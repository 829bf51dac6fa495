import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../test/api-calls.ts';
import { confirmContacts, registerPlayer, type TestPlayer } from '../test/player-factory.ts';
import { createTestApp, operatorAuthorization, type TestApp } from '../test/test-app.ts';
import { fundPlayer } from '../test/wallet-factory.ts';

describe('with DEMO_MODE off', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp(undefined, { demoMode: false });
    player = await registerPlayer(t);
    await confirmContacts(t, player);
    await fundPlayer(t.database.db, player.uid, 10_000);
  });
  afterAll(() => t.close());

  it('mounts no stand-in: their pages answer the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/providers/pay/checkout/abc?token=1.x'],
      ['POST', '/providers/pay/checkout/abc'],
      ['GET', '/providers/pay/payouts'],
      ['POST', '/providers/pay/payouts/abc'],
      ['GET', '/oauth/demo/authorize?response_type=code'],
      ['POST', '/oauth/demo/token'],
      ['POST', '/providers/cashback/close-period'],
      ['POST', '/providers/sportsbook/clock/advance'],
      ['GET', '/providers/kyc/flow/abc?token=1.x'],
      ['POST', '/providers/kyc/flow/abc?token=1.x'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: operatorAuthorization() },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.type).toBe('MethodNotFoundException');
    }
  });

  it('has no route of its own under a stand-in prefix: a stand-in mounted elsewhere would show here', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    // `/platform/game-art/providers/…` is the catalogue's provider logos, not a stand-in.
    expect(routes.split('\n').filter((line) => /── \/providers\/|\/oauth\/demo/.test(line))).toEqual([]);
  });

  it('offers no identity verification: its actions answer MethodNotFound, the tab says so', async () => {
    for (const action of [
      'idcheck.createApplicant',
      'idcheck.getAccessToken',
      'account.setUserOnVerification',
    ]) {
      const response = await postAction(t, action, {}, player);
      expect(response.statusCode, action).toBe(404);
      expect(response.json().error.type).toBe('MethodNotFoundException');
    }
  });

  it('offers no payment method, and refuses a deposit or withdrawal with a spec error', async () => {
    expect((await getAction(t, 'getdepositsettings', {}, player)).json().data.methods).toEqual([]);
    expect((await getAction(t, 'getwithdrawsettings', {}, player)).json().data.methods).toEqual([]);
    const deposit = await postAction(t, 'makedeposit', { method: 'visa_mastercard', amount: '5000' }, player);
    const withdrawal = await postAction(
      t,
      'makewithdrawal',
      { method: 'skrill', wallet: 'player@example.com', amount: '5000' },
      player,
    );
    for (const response of [deposit, withdrawal]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { method: 'This payment method is not available' },
      });
    }
    const balance = (await getAction(t, 'account.getBalance', {}, player)).json().data;
    expect(balance.balance_main.amount).toBe(10_000);
  });

  it('refuses the demo social sign-in, and tells the site it is no demo', async () => {
    const init = await t.app.inject({ method: 'GET', url: '/oauth/init?service=demo' });
    expect(init.statusCode).toBe(400);
    expect(init.headers.location).toBeUndefined();
    expect((await getAction(t, 'getgeneralinfo', {})).json().data.is_demo_mode).toBe(false);
  });

  it('offers no social button nor the social registration variant, which would only fail', async () => {
    const cms = (await t.app.inject({ method: 'GET', url: '/nfx/cms-config/en' })).json();
    expect(cms.auth.socialButtons).toEqual([]);
    expect(cms.auth.authTypes.map((type: { id: string }) => type.id)).toEqual(['email', 'phone']);
  });
});

describe('with DEMO_MODE on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { demoMode: true });
  });
  afterAll(() => t.close());

  it('serves the stand-ins and tells the site to mark its pages', async () => {
    expect((await getAction(t, 'getgeneralinfo', {})).json().data.is_demo_mode).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/oauth/init?service=demo' })).statusCode).toBe(302);
    const payouts = await t.app.inject({
      method: 'GET',
      url: '/providers/pay/payouts',
      headers: { authorization: operatorAuthorization() },
    });
    expect(payouts.statusCode).toBe(200);
    // Every stand-in the start warns about is mounted, the ID Check flow included.
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const prefix of ['/providers/pay/', '/oauth/demo/', '/providers/cashback/', '/providers/kyc/']) {
      expect(routes).toContain(prefix);
    }
    const cms = (await t.app.inject({ method: 'GET', url: '/nfx/cms-config/en' })).json();
    expect(cms.auth.socialButtons.map((button: { id: string }) => button.id)).toContain('demo');
    expect(cms.auth.authTypes.map((type: { id: string }) => type.id)).toContain('social');
  });
});
