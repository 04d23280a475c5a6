/** The shapes discover's repo answers in, and how it tells whether a stored list may hold an id as text. */

/** Where a reader of the feed is: opaque to it, engine's own inside. */
export type ChangePosition = { seq: number } | { xmin: string; seen: ReadonlySet<string> };

/** What the feed said since a position: whose answers changed (null: anyone's), and where to read on from. */
export interface ChangesRead {
  userIds: (string | null)[];
  position: ChangePosition;
  /** False when there may be more to read right away (SQLite reads a page at a time). */
  complete: boolean;
}

/** A batch member's id and card version: the key to their cached card. */
export interface BatchMemberVersion {
  userId: string;
  profileId: string;
  cardVersion: number | string;
}

/** A batch member as the batch lists them: with no profile (null) when theirs is gone. */
export type BatchMemberRow = BatchMemberVersion | { userId: string; profileId: null; cardVersion: null };
// (card_version is NOT NULL, so a null version means no profile row; an old row may lack its id until read.)

/**
 * Whether the engines' JSON writes this id as itself between quotes, so a list holding it holds its text:
 * JSON.stringify escapes quotes, backslashes, control characters and lone surrogates, PostgreSQL's json_agg (the
 * lists of migration 0027) no more than that.
 */
export const writtenAsItself = (id: string): boolean => JSON.stringify(id) === `"${id}"`;
