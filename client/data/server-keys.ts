/**
 * The names of what `useServerData` reads, one factory per thing read: two screens asking for the same thing use the
 * same key, and a key with its parameters in it reads again when they change.
 */
export type ServerKey = readonly [string, ...(string | number | null)[]];

export const keys = {
  authProviders: () => ['auth-providers'] as const,
  rememberedUser: () => ['remembered-user'] as const,
  memberCard: (profileId: string) => ['member-card', profileId] as const,
  deletionPlan: () => ['deletion-plan'] as const,
  tip: (groupId: string) => ['tip', groupId] as const,
  stripe: (publishableKey: string) => ['stripe', publishableKey] as const,
  savedCard: () => ['saved-card'] as const,
  depositTerms: () => ['deposit-terms'] as const,
  format: (id: string) => ['event-format', id] as const,
  formatJourney: (id: string) => ['event-format-journey', id] as const,
  formatCards: (id: string) => ['event-format-cards', id] as const,
  formatPeople: (id: string) => ['event-format-people', id] as const,
  formatSessions: (id: string) => ['event-format-sessions', id] as const,
  publishedFormats: () => ['published-formats'] as const,
  myFormats: () => ['my-formats'] as const,
  hostDashboard: () => ['host-dashboard'] as const,
  hostPayouts: () => ['host-payouts'] as const,
  reviewQueue: () => ['review-queue'] as const,
  ownPoetryNight: () => ['own-poetry-night'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  /** Not a server read: the QR code drawn for a check-in link (the library is loaded on demand). */
  checkInQr: (link: string) => ['check-in-qr', link] as const,
  aiPromptExamples: (age: number | null, sex: string | null) => ['ai-prompt-examples', age, sex] as const,
} satisfies Record<string, (...args: never[]) => ServerKey>;
