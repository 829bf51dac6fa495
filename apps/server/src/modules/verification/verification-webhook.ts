import { ApiError } from '@casino/shared/errors/api-error';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { deriveSecret, verifyBody } from '../../lib/body-signature.ts';
import { recordWebhookEvent } from './verification.repository.ts';
import { applyApplicantStatus, type StatusOutcome } from './verification.service.ts';

export const VERIFICATION_WEBHOOK_PATH = '/verification/webhook';
export const VERIFICATION_SIGNATURE_HEADER = 'x-verification-signature';

/** The secret the verification provider and the platform share for webhooks. */
export function verificationWebhookSecret(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'verification-webhook');
}

const eventSchema = z.object({
  event_id: z.string().min(1).max(100),
  applicant_id: z.string().min(1).max(100),
  status: z.enum(['pending', 'approved', 'rejected']),
  reject_reason: z.string().max(500).nullable().optional(),
});

/**
 * A provider's notice as it arrives: the signature over the raw body and its timestamp are checked
 * before anything in it is believed, and an event already received is refused, so a captured notice
 * cannot be sent again (within the signature's tolerance) to undo a later decision.
 */
export async function receiveVerificationWebhook(
  services: Pick<AppServices, 'config' | 'db' | 'verificationProvider'>,
  rawBody: string,
  signature: string | undefined,
  nowS = Math.floor(Date.now() / 1000),
): Promise<StatusOutcome> {
  const provider = services.verificationProvider;
  if (!provider) throw new ApiError('MethodNotFoundException', 'Identity verification is not offered');
  const secret = verificationWebhookSecret(services.config.sessionSecret);
  const check = verifyBody(secret, rawBody, signature, nowS);
  if (check !== 'ok') throw new ApiError('AccessDeniedException', `Webhook signature refused (${check})`);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ApiError('InvalidRequestException', 'Webhook body is not JSON');
  }
  const event = eventSchema.safeParse(json);
  if (!event.success)
    throw new ApiError('InvalidRequestException', 'Webhook body is not a verification event');
  if (!(await recordWebhookEvent(services.db, event.data.event_id))) {
    throw new ApiError('InvalidRequestException', 'Webhook event already received', { status: 409 });
  }
  return applyApplicantStatus(services.db, provider.name, {
    applicantId: event.data.applicant_id,
    status: event.data.status,
    rejectReason: event.data.reject_reason ?? null,
  });
}
