import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';

export const liveContract = {
  'account.getToken': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      'A short-lived token that opens the live channel (WebSocket /ws) for the signed-in player: send it in the init message.',
    params: z.object({}),
    result: z.object({ token: z.string(), expires_at: z.string() }),
  }),
};
