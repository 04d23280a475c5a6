export interface SettingsItem {
  label: string;
  /** The item's screen; an item without one alerts COMING_SOON. */
  to: string | null;
}

/** The settings list of docs/product-rules.md#settings, in its order, plus "download my data". */
export const SETTINGS_ITEMS: readonly SettingsItem[] = [
  { label: 'preview', to: '/emberite/settings/preview' },
  { label: 'basic info and preferences', to: '/emberite/settings/basic' },
  { label: 'videos', to: '/emberite/settings/videos' },
  { label: 'bucket list', to: '/emberite/settings/bucketlist' },
  { label: 'mindset', to: null },
  { label: 'event preferences', to: null },
  { label: 'invites', to: '/emberite/settings/invites' },
  { label: 'notifications', to: '/emberite/settings/notifications' },
  { label: 'install the app', to: '/emberite/settings/install' },
  { label: 'visibility', to: '/emberite/settings/visibility' },
  { label: 'authentication', to: '/emberite/settings/auth' },
  { label: 'agreements', to: '/emberite/settings/agreements' },
  { label: 'download my data', to: '/emberite/settings/my-data' },
  { label: 'delete account', to: '/emberite/settings/delete-account' },
];
