import Dexie, { type EntityTable } from 'dexie';

/** A key/value row for small local settings, e.g. { key: 'theme', value: 'sunset-orange' }. */
export interface SettingRow {
  key: string;
  value: string;
}

/** The client's local database. Later issues add tables by adding versions; never edit a landed version. */
export const db = new Dexie('meetup') as Dexie & {
  settings: EntityTable<SettingRow, 'key'>;
};

db.version(1).stores({
  settings: 'key',
});
