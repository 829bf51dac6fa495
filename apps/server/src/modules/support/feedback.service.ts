import { validateFeedback } from '@casino/shared/validation/feedback';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { invalidParameters } from '../../api/invalid-parameters.ts';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { playerContacts } from '../account/users.service.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { insertFeedback } from './feedback.repository.ts';

export interface FeedbackRequest {
  subject?: string | undefined;
  message?: string | undefined;
  email?: string | undefined;
}

export interface FeedbackSender {
  /** Null for a guest. */
  userId: number | null;
  ip: string;
  locale: string;
}

/** The address to answer a player at: the one given, else their e-mail contact (a confirmed one first). */
async function replyAddress(db: DbOrTrx, userId: number, given: string | undefined) {
  if (given) return given;
  const emails = (await playerContacts(db, userId)).filter((contact) => contact.type === 'email');
  return (emails.find((contact) => contact.is_confirmed) ?? emails[0])?.contact ?? null;
}

/**
 * Support.sendFeedback: checked by the shared validator, limited, stored, and sent through the outbox
 * to the operator's support address with the sender's address to reply to; the sender gets a copy.
 * A player's budget is their own (keyed by account, not address), so nobody sharing or spoofing their
 * address can use it up; a guest's is their address's.
 */
export async function sendFeedback(
  db: Db,
  supportEmail: string,
  sender: FeedbackSender,
  request: FeedbackRequest,
  now = new Date(),
) {
  const given = request.email?.toLowerCase();
  const problems = validateFeedback({ ...request, email: given }, { isGuest: sender.userId === null });
  if (Object.keys(problems).length > 0) {
    throw invalidParameters(
      Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, validationMessageText(problem)]),
      ),
    );
  }
  if (sender.userId === null) await consumeRateLimit(db, RATE_LIMITS.feedbackByIp, sender.ip, now);
  else await consumeRateLimit(db, RATE_LIMITS.feedbackByAccount, String(sender.userId), now);

  const email = sender.userId === null ? (given ?? null) : await replyAddress(db, sender.userId, given);
  const subject = request.subject?.trim() ?? '';
  const message = request.message?.trim() ?? '';
  await db.transaction().execute(async (trx) => {
    const { id } = await insertFeedback(trx, {
      user_id: sender.userId,
      email,
      subject,
      message,
      locale: sender.locale,
    });
    const from = sender.userId === null ? 'a guest' : `player ${sender.userId}`;
    await enqueueMessage(trx, {
      channel: 'email',
      recipient: supportEmail,
      subject: `Feedback #${id}: ${subject}`,
      body: [`From ${from}, ${email ?? 'no e-mail address'} (site language ${sender.locale}):`, message].join(
        '\n\n',
      ),
      ...(email ? { headers: { 'Reply-To': email } } : {}),
    });
    if (email) {
      await enqueueMessage(trx, {
        channel: 'email',
        recipient: email,
        subject: `We have received your message: ${subject}`,
        body: [
          `Thank you for writing to Aurora Casino support. Your message (#${id}) has reached our team and we will reply to this address within 24 hours.`,
          `Your message:\n${message}`,
        ].join('\n\n'),
      });
    }
  });
}

/**
 * A chat message written while no agent was online, as feedback: stored with the others and mailed to
 * the operator's support address, so the answer can come by e-mail. Runs inside the message's
 * transaction; the chat's own rate limit bounds it.
 */
export async function forwardChatToFeedback(
  trx: Trx,
  supportEmail: string,
  chat: { userId: number; locale: string; conversationId: number; message: string },
) {
  const email = await replyAddress(trx, chat.userId, undefined);
  const subject = `Chat #${chat.conversationId} while no agent was online`;
  const { id } = await insertFeedback(trx, {
    user_id: chat.userId,
    email,
    subject,
    message: chat.message,
    locale: chat.locale,
  });
  await enqueueMessage(trx, {
    channel: 'email',
    recipient: supportEmail,
    subject: `Feedback #${id}: ${subject}`,
    body: [
      `From player ${chat.userId}, ${email ?? 'no e-mail address'} (site language ${chat.locale}), in the support chat:`,
      chat.message,
      'Answer in the back-office support console, or by e-mail.',
    ].join('\n\n'),
    ...(email ? { headers: { 'Reply-To': email } } : {}),
  });
}
