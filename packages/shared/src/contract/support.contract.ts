import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formText } from '../api/form-params.ts';

// Loose bounds only: the shared feedback validator answers with the spec §5 messages.
const text = (max: number) => formText({ max }).optional();

export const supportContract = {
  'Support.sendFeedback': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      "Sends a message to the operator's support address (subject, message; `email` to answer, required of guests). Stored, e-mailed through the outbox and confirmed to the sender; limited per player, or per address for guests.",
    params: z.object({ subject: text(1000), message: text(20_000), email: text(254) }),
    result: z.literal(1),
  }),
} as const;
