/** A player's key/value store (`storage.*`): small settings the site keeps across devices. */
export interface PlayerStorageTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: Date;
}
