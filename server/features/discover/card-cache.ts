/**
 * Cards in a batch as ready JSON, kept in memory per member and used only while the member's card_version is the one
 * they were built at (migration 0032: the database raises it with every change to the profile row, the interests or
 * the videos, whoever writes them). So a GET of a batch joins no profile, interest or video rows: only the batch's
 * member ids with their versions, and the viewer's own few rows. Nothing here is about the viewer.
 */
export interface CachedCard {
  /** The profile id and card_version the card was built at. */
  token: string;
  /** The card as JSON without sharedInterests and videos, and without its closing brace. */
  opening: string;
  /** The member's interest names in their order, to mark the ones the viewer shares. */
  interestNames: string[];
  /** interestKey of each of interestNames, made once. */
  interestKeys: string[];
  /** The member's shown videos as a JSON array, for viewers who may see videos. */
  videos: string;
}

/** Enough for every member of a 100,000-member city (about 1 KB each); beyond it the first stored go first. */
export const CARD_CACHE_LIMIT = 120_000;

export function cardToken(profileId: string, cardVersion: number | string): string {
  return `${profileId} ${cardVersion}`;
}

export function cardCache(limit = CARD_CACHE_LIMIT) {
  const cards = new Map<string, CachedCard>();
  return {
    /** The member's card if it was built at this token. */
    get(userId: string, token: string): CachedCard | undefined {
      const card = cards.get(userId);
      return card?.token === token ? card : undefined;
    },
    set(userId: string, card: CachedCard): void {
      // Map keeps insertion order: a card stored again moves to the end, and the first one is the oldest.
      // (Moving cards on every read, to let the least recently used go, cost more than a whole card build saves.)
      cards.delete(userId);
      cards.set(userId, card);
      if (cards.size <= limit) return;
      for (const oldest of cards.keys()) {
        cards.delete(oldest);
        if (cards.size <= limit) break;
      }
    },
    get size(): number {
      return cards.size;
    },
  };
}

/** The cached card finished for one viewer: the interests they share, and the videos when they may see videos. */
export function cardJsonFor(card: CachedCard, viewerInterests: ReadonlySet<string>, withVideos: boolean): string {
  const shared = card.interestNames.filter((_name, at) => viewerInterests.has(card.interestKeys[at]!));
  return `${card.opening},"sharedInterests":${JSON.stringify(shared)}${withVideos ? `,"videos":${card.videos}` : ''}}`;
}
