import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formJson, formText } from '../api/form-params.ts';

export const trackingContract = {
  'events.handle': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'Stores a product analytics event (name and JSON parameters).',
    params: z.object({
      event_name: formText({ max: 100 }).pipe(
        z.string().regex(/^[\w.:-]+$/, 'Only letters, digits and . _ : -'),
      ),
      event_params: formJson(z.record(z.string(), z.unknown()), 4000).optional(),
    }),
    result: z.literal(1),
  }),
} as const;
