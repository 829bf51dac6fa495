import type { Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export interface FeedbackMessagesTable {
  id: Generated<number>;
  created_at: CreatedAt;
  /** Null for a guest. */
  user_id: number | null;
  /** Where support answers; null for a player without an e-mail contact. */
  email: string | null;
  subject: string;
  message: string;
  locale: string;
}
