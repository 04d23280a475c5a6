/**
 * The Dexie side of the theme choice. Only ever loaded with import(): Dexie must stay out of the first bundle
 * (client/theme/boot-theme.ts reads the same row with raw IndexedDB before the first render).
 */
import { liveQuery } from 'dexie';
import { db } from '../../data/db';
import { THEME_SETTING_KEY } from '../../theme/read-stored-theme-id';
import { writeThemeMirror } from '../../theme/theme-mirror';
import type { ThemeId } from '../../theme/themes';

export async function saveThemeId(id: ThemeId): Promise<void> {
  writeThemeMirror(id);
  await db.settings.put({ key: THEME_SETTING_KEY, value: id });
}

/** Calls onChange with the stored id now and after every change, including changes made in other tabs. */
export function watchThemeId(onChange: (id: string | undefined) => void): () => void {
  const subscription = liveQuery(() => db.settings.get(THEME_SETTING_KEY)).subscribe({
    next: (row) => onChange(row?.value),
    // A closed or blocked database only means this tab stops following other tabs; the page keeps working.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
