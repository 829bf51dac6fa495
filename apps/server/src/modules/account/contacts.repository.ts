import type { DbOrTrx } from '../../db/schema.ts';
import type { ContactType } from '../../db/tables/accounts.table.ts';

// Every statement on user_contacts is here: one repository owns the players' contacts.

export async function findContacts(db: DbOrTrx, userId: number) {
  return db.selectFrom('user_contacts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertContact(
  db: DbOrTrx,
  contact: {
    userId: number;
    type: ContactType;
    contact: string;
    phoneCountryCode: string | null;
    isSubscribed: boolean;
  },
) {
  await db
    .insertInto('user_contacts')
    .values({
      user_id: contact.userId,
      type: contact.type,
      contact: contact.contact,
      phone_country_code: contact.phoneCountryCode,
      is_subscribed: contact.isSubscribed,
    })
    .execute();
}

/** False when the contact is taken (the unique index decides, so two players cannot add it at once). */
export async function insertContactIfFree(
  db: DbOrTrx,
  contact: { userId: number; type: ContactType; contact: string; phoneCountryCode: string | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('user_contacts')
    .values({
      user_id: contact.userId,
      type: contact.type,
      contact: contact.contact,
      phone_country_code: contact.phoneCountryCode,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markContactConfirmed(db: DbOrTrx, contactId: number) {
  await db.updateTable('user_contacts').set({ is_confirmed: true }).where('id', '=', contactId).execute();
}

/** One contact (by id), or every contact of the player. */
export async function setContactsSubscribed(
  db: DbOrTrx,
  userId: number,
  isSubscribed: boolean,
  contactId?: number,
) {
  let query = db
    .updateTable('user_contacts')
    .set({ is_subscribed: isSubscribed })
    .where('user_id', '=', userId);
  if (contactId !== undefined) query = query.where('id', '=', contactId);
  await query.execute();
}

export async function findContactById(db: DbOrTrx, contactId: number) {
  return db.selectFrom('user_contacts').selectAll().where('id', '=', contactId).executeTakeFirst();
}
