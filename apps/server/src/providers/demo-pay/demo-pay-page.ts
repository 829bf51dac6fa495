import { formatMoney } from '@casino/shared/money/format-money';
import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';

// The merchant's colours (the casino's dark theme), as a gateway's hosted page takes them from its
// merchant profile: the payer should feel still at the casino.
const STYLE = `
:root { color-scheme: dark; font: 16px/1.5 system-ui, sans-serif; background: #0b1020; color: #eef0fb; }
main { max-width: 28rem; margin: 2rem auto; background: #131a33; border: 1px solid #27305a; border-radius: 16px;
  padding: 1.5rem; box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 0.25rem; }
a { color: #b9a8ff; }
.merchant { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 1rem; margin: 0 0 1rem;
  padding-bottom: 1rem; border-bottom: 1px solid #27305a; }
.merchant strong { font-size: 1.125rem; }
.merchant .note { white-space: nowrap; }
.amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
.note { color: #a9b1d6; font-size: 0.875rem; }
form { display: grid; gap: 0.5rem; margin-top: 1rem; }
button { font: inherit; padding: 0.75rem 1rem; border-radius: 999px; border: 1px solid #6e79b0; background: #1b2345;
  color: #eef0fb; cursor: pointer; }
button:hover { background: #27305a; }
button.primary { background: #f5c451; border-color: #f5c451; color: #1f1500; font-weight: 600; }
button.primary:hover { background: #ffd673; }
button:focus-visible, a:focus-visible { outline: 3px solid #b9a8ff; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #27305a; vertical-align: top; }
td form { display: flex; gap: 0.5rem; margin: 0; }
`;

/** The gateway's pages run no script and load nothing; the one inline style is allowed by its hash. */
export const PAY_GATEWAY_CSP = [
  "default-src 'none'",
  `style-src ${inlineSourceHash(STYLE)}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function page(title: string, body: string): string {
  return standalonePage({ title, style: STYLE, body });
}

export function amountText(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

export function renderCheckout(
  order: { payment_id: string; amount: number; currency: string },
  action: string,
  merchant: string,
) {
  const brand = merchant
    ? `<p class="merchant"><strong>${escapeHtml(merchant)}</strong><span class="note">Payment by Demo Pay</span></p>`
    : '';
  return page(
    'Demo Pay — checkout',
    `${brand}<h1>Demo Pay</h1><p class="note">Built-in test payment gateway. No real money moves.</p>
<p class="amount">${escapeHtml(amountText(order.amount, order.currency))}</p>
<p class="note">Order ${escapeHtml(order.payment_id)}</p>
<form method="post" action="${escapeHtml(action)}">
<button class="primary" name="outcome" value="success">Pay successfully</button>
<button name="outcome" value="pending">Leave pending</button>
<button name="outcome" value="fail">Decline payment</button>
<button name="outcome" value="cancel">Cancel payment</button>
</form>`,
  );
}

export function renderClosed(returnTo: string) {
  return page(
    'Demo Pay — order closed',
    `<h1>This order is closed</h1><p><a href="${escapeHtml(returnTo)}">Back to the casino</a></p>`,
  );
}

/** A checkout link without its token, with another order's, a forged or an expired one. */
export function renderRefusedLink(reason: 'invalid' | 'expired', startOverUrl: string) {
  return page(
    'Demo Pay — link not valid',
    `<h1>${reason === 'expired' ? 'This payment link has expired' : 'This payment link is not valid'}</h1>
<p>Only the player who started the deposit can pay it, from the link the casino gave them. Nothing was changed.</p>
<p><a href="${escapeHtml(startOverUrl)}">Start a new deposit</a></p>`,
  );
}

type PayoutOrder = { payment_id: string; amount: number; currency: string; status: string; created_at: Date };

const CLOSED_STATUS: Record<string, string> = {
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled by the player',
};

export function closedStatusText(status: string): string {
  return CLOSED_STATUS[status] ?? status;
}

/** Open payouts with their decision buttons, and the recently closed ones (read-only). */
export function renderPayouts(
  open: readonly PayoutOrder[],
  recent: readonly PayoutOrder[],
  action: (transaction: string) => string,
) {
  const cells = (order: PayoutOrder) =>
    `<td>${escapeHtml(order.payment_id)}</td><td>${escapeHtml(amountText(order.amount, order.currency))}</td>
<td>${escapeHtml(order.created_at.toISOString())}</td>`;
  const openRows = open
    .map(
      (order) => `<tr>${cells(order)}<td><form method="post" action="${escapeHtml(action(order.payment_id))}">
<button class="primary" name="decision" value="approved">Approve</button><button name="decision" value="declined">Decline</button></form></td></tr>`,
    )
    .join('');
  const recentRows = recent
    .map((order) => `<tr>${cells(order)}<td>${escapeHtml(closedStatusText(order.status))}</td></tr>`)
    .join('');
  const head = (last: string) =>
    `<thead><tr><th scope="col">Order</th><th scope="col">Amount</th><th scope="col">Requested</th><th scope="col">${last}</th></tr></thead>`;
  return page(
    'Demo Pay — payouts',
    `<h1>Payouts waiting for a decision</h1>${
      open.length === 0 ? '<p>None.</p>' : `<table>${head('Decision')}<tbody>${openRows}</tbody></table>`
    }
<h2>Recent</h2>${
      recent.length === 0 ? '<p>None.</p>' : `<table>${head('Outcome')}<tbody>${recentRows}</tbody></table>`
    }`,
  );
}
