import nodemailer from 'nodemailer';
import type { Transport } from '../../modules/outbox/outbox-transport.ts';

/**
 * Email over SMTP (`smtp://user:pass@host:port`, or `smtps://` for TLS from the first byte; STARTTLS is
 * used whenever the server offers it). Timeouts are far below nodemailer's minutes-long defaults so one
 * unresponsive server cannot hold the dispatcher past its claim on the message.
 */
export function createSmtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail({
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}
