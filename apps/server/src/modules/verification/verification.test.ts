import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { profilePath } from '@casino/shared/routing/site-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../lib/body-signature.ts';
import { getAction, postAction } from '../../test/api-calls.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { pngImage } from '../../test/png-image.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import {
  VERIFICATION_SIGNATURE_HEADER,
  VERIFICATION_WEBHOOK_PATH,
  verificationWebhookSecret,
} from './verification-webhook.ts';

const photo = pngImage(400, 340, (x, y) => [x % 256, y % 256, 120, 255]);
const BOUNDARY = 'kycboundary';

/** The flow's form as a browser sends it: the document type and each side's file. */
function upload(documentType: string, files: Record<string, Buffer>) {
  const parts: Buffer[] = [
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="document_type"\r\n\r\n${documentType}\r\n`,
    ),
  ];
  for (const [name, data] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-'));
  t = await createTestApp(undefined, { dataDir });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function state(player: TestPlayer) {
  return (await getAction(t, 'account.getVerification', {}, player)).json().data;
}

/** A player with an applicant and the flow link getAccessToken handed out. */
async function playerAtFlow() {
  const player = await registerPlayer(t);
  const created = await postAction(t, 'idcheck.createApplicant', {}, player);
  expect(created.json().data, created.body).toMatchObject({ status: 'init', is_on_verification: false });
  const access = await postAction(t, 'idcheck.getAccessToken', {}, player);
  expect(access.statusCode, access.body).toBe(200);
  return { player, url: access.json().data.url as string };
}

function submit(url: string, body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

async function submitted() {
  const { player, url } = await playerAtFlow();
  const response = await submit(url, upload('id_card', { front: photo, back: photo, selfie: photo }));
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe('/profile/verification');
  return player;
}

describe('identity verification through the built-in provider', () => {
  it('takes the documents, waits for the operator, and verifies the player on approval', async () => {
    const { player, url } = await playerAtFlow();
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="selfie"');

    const response = await submit(url, upload('id_card', { front: photo, back: photo, selfie: photo }));
    expect(response.statusCode, response.body).toBe(303);
    expect(await state(player)).toEqual({
      status: 'pending',
      reject_reason: null,
      is_on_verification: true,
      is_verified: false,
    });
    // Submitted documents are not submitted twice.
    expect((await postAction(t, 'idcheck.getAccessToken', {}, player)).statusCode).toBe(409);

    const risk = await signedInStaff(t, 'risk');
    const queue = await backofficeCall(t, 'verification.pending', {}, risk.cookie);
    const row = queue.json().data.find((entry: { player_id: number }) => entry.player_id === player.uid);
    expect(row).toMatchObject({ document_type: 'id_card', sides: ['front', 'back', 'selfie'] });

    const image = await t.app.inject({
      method: 'GET',
      url: `/backoffice/kyc-images/${player.uid}/front`,
      headers: { cookie: risk.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const approved = await backofficeCall(
      t,
      'verification.approve',
      { player_id: String(player.uid) },
      risk.cookie,
    );
    expect(approved.json().data, approved.body).toEqual({
      player_id: player.uid,
      status: 'approved',
      reject_reason: null,
    });
    expect(await state(player)).toMatchObject({
      status: 'approved',
      is_on_verification: false,
      is_verified: true,
    });
    const account = await getAction(t, 'account.getInfo', {}, player);
    expect(account.json().data).toMatchObject({ is_verified: true, is_on_verification: false });

    const audit = await backofficeCall(
      t,
      'audit.list',
      { target_type: 'player', target_id: String(player.uid) },
      (await signedInStaff(t, 'admin')).cookie,
    );
    expect(audit.json().data[0]).toMatchObject({ action: 'verification.approve', staff_id: risk.id });
  });

  it('shows the images only to the staff roles that decide', async () => {
    const player = await submitted();
    const path = `/backoffice/kyc-images/${player.uid}/selfie`;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: player.cookie } })).statusCode,
    ).toBe(401);
    const finance = await signedInStaff(t, 'finance');
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: finance.cookie } })).statusCode,
    ).toBe(403);
    expect((await backofficeCall(t, 'verification.pending', {}, finance.cookie)).statusCode).toBe(403);
    const support = await signedInStaff(t, 'support');
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: support.cookie } })).statusCode,
    ).toBe(200);
  });

  it('rejects with a reason the player sees, and lets them submit again', async () => {
    const player = await submitted();
    const support = await signedInStaff(t, 'support');
    const reason = 'The photo of the front is blurred';
    const rejected = await backofficeCall(
      t,
      'verification.reject',
      { player_id: String(player.uid), reason },
      support.cookie,
    );
    expect(rejected.json().data).toEqual({
      player_id: player.uid,
      status: 'rejected',
      reject_reason: reason,
    });
    expect(await state(player)).toEqual({
      status: 'rejected',
      reject_reason: reason,
      is_on_verification: false,
      is_verified: false,
    });
    // Decided once: a second decision finds nothing pending.
    expect(
      (await backofficeCall(t, 'verification.approve', { player_id: String(player.uid) }, support.cookie))
        .statusCode,
    ).toBe(400);

    const access = await postAction(t, 'idcheck.getAccessToken', {}, player);
    const again = await submit(access.json().data.url, upload('passport', { front: photo, selfie: photo }));
    expect(again.statusCode, again.body).toBe(303);
    expect(await state(player)).toMatchObject({
      status: 'pending',
      reject_reason: null,
      is_on_verification: true,
    });
  });

  it('refuses a renamed executable, a polyglot and a missing side, and keeps nothing', async () => {
    const { player, url } = await playerAtFlow();
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 7)]);
    const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await submit(url, upload('id_card', { front: executable, selfie: polyglot }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('not a JPEG, PNG or WebP picture');
    expect(response.body).toContain('holds more than a picture');
    expect(response.body).toContain('Choose a photo');
    expect((await state(player)).status).toBe('init');

    const eleven = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await submit(url, upload('passport', { front: eleven, selfie: photo }));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.body).toContain('larger than 10 MB');
    // A 50 MB file is refused as it arrives, before anything is parsed.
    const fifty = await submit(
      url,
      upload('passport', { front: Buffer.alloc(50 * 1024 * 1024), selfie: photo }),
    );
    expect(fifty.statusCode).toBe(413);
    expect((await state(player)).status).toBe('init');
  });

  it('opens the flow only with the link it handed out', async () => {
    const { url } = await playerAtFlow();
    const other = await playerAtFlow();
    const forged = url.replace(
      /token=[^&]+/,
      `token=${new URL(other.url, 'http://x').searchParams.get('token')}`,
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/token=[^&]+/, '') })).statusCode).toBe(403);
    // Without a valid link an upload is refused before its body is read: no 413 for the size, a 403.
    const oversized = await t.app.inject({
      method: 'POST',
      url: forged,
      payload: Buffer.alloc(3 * 10 * 1024 * 1024 + 64 * 1024 + 1),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(oversized.statusCode).toBe(403);
    // The way back is a page of this site, whatever the link says.
    const away = await t.app.inject({
      method: 'GET',
      url: url.replace(/return=[^&]+/, 'return=%2F%2Fevil.example'),
    });
    expect(away.body).not.toContain('evil.example');
  });
});

describe("the flow's way back (open-redirect table, issue 13)", () => {
  // A link without a valid token shows the refusal page and its way back: the same parse as the
  // redirect after an upload, without an applicant for each of the 70 addresses.
  const wayBack = async (address: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/providers/kyc/flow/someone?${new URLSearchParams({ token: '1.x', return: address })}`,
    });
    expect(response.statusCode).toBe(403);
    return response.body.match(/<a href="([^"]*)">Back to the casino/)?.[1];
  };

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))(
    'goes back to the verification tab, not to %s',
    async (_label, address) => {
      expect(await wayBack(address)).toBe(profilePath('verification'));
    },
  );

  it.each(labelledPaths(LEGIT_RETURN_PATHS))(
    'goes back to the page of the site %s',
    async (_label, address) => {
      const back = await wayBack(address);
      expect(back).not.toBe(undefined);
      expect(back?.replace(/&amp;/g, '&')).toBe(new URL(address, 'http://x').href.slice('http://x'.length));
    },
  );

  it('redirects to a hostile address after an upload never: the tab instead', async () => {
    const { url } = await playerAtFlow();
    const response = await submit(
      url.replace(/return=[^&]+/, `return=${encodeURIComponent('/..//evil.example')}`),
      upload('passport', { front: photo, selfie: photo }),
    );
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(profilePath('verification'));
  });
});

describe('the verification webhook', () => {
  const secret = verificationWebhookSecret(testConfig.sessionSecret);
  const send = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: VERIFICATION_WEBHOOK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', [VERIFICATION_SIGNATURE_HEADER]: signature },
    });
  const now = () => Math.floor(Date.now() / 1000);

  async function applicantOf(player: TestPlayer): Promise<string> {
    const row = await t.database.db
      .selectFrom('verification_applicants')
      .select('applicant_id')
      .where('user_id', '=', player.uid)
      .executeTakeFirstOrThrow();
    return row.applicant_id;
  }

  it('refuses a forged, stale or missing signature before believing anything', async () => {
    const player = await submitted();
    const body = JSON.stringify({
      event_id: 'forged-1',
      applicant_id: await applicantOf(player),
      status: 'approved',
    });
    expect((await send(body, signBody('not-the-secret', body, now()))).statusCode).toBe(403);
    expect((await send(body, signBody(secret, body, now() - 3600))).statusCode).toBe(403);
    expect((await send(body, '')).statusCode).toBe(403);
    expect((await state(player)).is_verified).toBe(false);
  });

  it('refuses a replayed event, and ignores a late one that would undo a decision', async () => {
    const player = await submitted();
    const applicantId = await applicantOf(player);
    const approve = JSON.stringify({
      event_id: `approve-${applicantId}`,
      applicant_id: applicantId,
      status: 'approved',
    });
    const first = await send(approve, signBody(secret, approve, now()));
    expect(first.json()).toEqual({ data: 'applied' });
    const replay = await send(approve, signBody(secret, approve, now()));
    expect(replay.statusCode).toBe(409);

    const late = JSON.stringify({
      event_id: `late-${applicantId}`,
      applicant_id: applicantId,
      status: 'rejected',
      reject_reason: 'x',
    });
    expect((await send(late, signBody(secret, late, now()))).json()).toEqual({ data: 'ignored' });
    expect(await state(player)).toMatchObject({ status: 'approved', is_verified: true });
  });

  it('setUserOnVerification records what the provider has when a notice was lost', async () => {
    const player = await submitted();
    // As if the pending notice never arrived.
    await t.database.db
      .updateTable('verification_applicants')
      .set({ status: 'init' })
      .where('user_id', '=', player.uid)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ is_on_verification: false })
      .where('id', '=', player.uid)
      .execute();
    const response = await postAction(t, 'account.setUserOnVerification', {}, player);
    expect(response.json().data).toMatchObject({ status: 'pending', is_on_verification: true });
  });
});

describe("the operator's identity-check switch", () => {
  const withdraw = (player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/makewithdrawal?lang=en',
      payload: form({
        method: 'visa_mastercard',
        card_number: '4111111111111111',
        card_holder: 'Jane Doe',
        amount: '2000',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
    });

  it('refuses withdrawals until the operator approved the documents, then lets them through', async () => {
    await sql`update cms_configs set config = jsonb_set(config, '{cashier,withdrawal,requireVerification}', 'true'::jsonb)`.execute(
      t.database.db,
    );
    t.contentCache.clear();
    const player = await submitted();
    await confirmContacts(t, player);
    await fundPlayer(t.database.db, player.uid, 10_000);
    const info = await getAction(t, 'account.getInfo', {}, player);
    expect(info.json().data).toMatchObject({ is_kyc_block_enabled: true, is_on_verification: true });
    const refused = await withdraw(player);
    expect(refused.json().error).toMatchObject({
      type: 'KycWithdrawalException',
      error_data: { on_verification: true },
    });

    const risk = await signedInStaff(t, 'risk');
    await backofficeCall(t, 'verification.approve', { player_id: String(player.uid) }, risk.cookie);
    expect((await getAction(t, 'account.getInfo', {}, player)).json().data.is_kyc_block_enabled).toBe(false);
    expect((await withdraw(player)).statusCode).toBe(200);
  });
});

describe('identity documents in an S3-compatible bucket', () => {
  const bucket = {
    bucket: 'kyc-files',
    accessKeyId: 'AKIAKYCTEST',
    secretAccessKey: 'kyc-secret',
    region: 'eu-west-2',
  };
  let s3: S3TestServer;
  let app: TestApp;
  let emptyDataDir: string;
  beforeAll(async () => {
    s3 = await startS3TestServer(bucket);
    emptyDataDir = mkdtempSync(path.join(tmpdir(), 'kyc-s3-'));
    app = await createTestApp(undefined, { dataDir: emptyDataDir, s3: { ...bucket, endpoint: s3.endpoint } });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    rmSync(emptyDataDir, { recursive: true, force: true });
  });

  it('keeps the checked images in the bucket, none under DATA_DIR, and shows them to staff from there', async () => {
    const player = await registerPlayer(app);
    await postAction(app, 'idcheck.createApplicant', {}, player);
    const { url } = (await postAction(app, 'idcheck.getAccessToken', {}, player)).json().data as {
      url: string;
    };
    const response = await app.app.inject({
      method: 'POST',
      url,
      payload: upload('passport', { front: photo, selfie: photo }),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.statusCode, response.body).toBe(303);
    const keys = [...s3.objects.keys()];
    expect(keys).toEqual([
      expect.stringMatching(/^kyc\/idc_[0-9a-f]{24}\/front\.webp$/),
      expect.stringMatching(/^kyc\/idc_[0-9a-f]{24}\/selfie\.webp$/),
    ]);
    expect(
      s3.objects
        .get(keys[0] as string)
        ?.data.subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(existsSync(path.join(emptyDataDir, 'kyc'))).toBe(false);

    const risk = await signedInStaff(app, 'risk');
    const image = await app.app.inject({
      method: 'GET',
      url: `/backoffice/kyc-images/${player.uid}/selfie`,
      headers: { cookie: risk.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(s3.objects.get(keys[1] as string)?.data as Buffer)).toBe(true);
  });
});
