/** Ports of the servers the e2e run starts: the demo casino, and one with maintenance switched on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const maintenancePort = e2ePort + 1;
/**
 * A partner page allowed to frame the embedded forms (FORMS_FRAME_ANCESTORS of the e2e server). Nothing
 * listens there: the tests serve the page themselves (page.route). Same host, so it is same-site with
 * the casino and the framed forms keep their SameSite=Lax session cookie, as on a partner subdomain.
 */
export const partnerOrigin = `http://localhost:${e2ePort + 2}`;

/** The e2e server's TELEGRAM_BOT_TOKEN: the mini-app spec signs its test initData with it. */
export const E2E_TELEGRAM_BOT_TOKEN = '1234567890:e2e-mini-app-test-bot-token';
