import type { Database } from '../../db/database';

export interface InviteRow {
  code: string;
  ownerId: string;
  maxUses: number;
  usageCount: number;
  createdAt: string;
  expiresAt: string;
}

const COLUMNS = `code, owner_id AS "ownerId", max_uses AS "maxUses", usage_count AS "usageCount", created_at AS "createdAt",
  expires_at AS "expiresAt"`;
const INSERT = 'INSERT INTO invites (code, owner_id, max_uses, created_at, expires_at) VALUES (?, ?, ?, ?, ?)';
const OWN = `SELECT ${COLUMNS} FROM invites WHERE owner_id = ? ORDER BY created_at DESC, code`;
const BY_CODE = `SELECT ${COLUMNS} FROM invites WHERE code = ?`;
/** One use, only while the invite is unexpired and has a use left: two newcomers racing for the last use cannot both get it. */
const USE = 'UPDATE invites SET usage_count = usage_count + 1 WHERE code = ? AND usage_count < max_uses AND expires_at > ?';
const CHANGE_EXPIRY = 'UPDATE invites SET expires_at = ? WHERE code = ?';
const REDEMPTION_OF = 'SELECT code FROM invite_redemptions WHERE user_id = ?';
const INSERT_REDEMPTION = 'INSERT INTO invite_redemptions (user_id, code, redeemed_at) VALUES (?, ?, ?)';

/** All SQL for invites and their redemptions. Writes run inside the caller's transaction. */
export function invitesRepo(db: Database) {
  return {
    async create(code: string, ownerId: string, maxUses: number, at: string, expiresAt: string): Promise<void> {
      await db.run(INSERT, [code, ownerId, maxUses, at, expiresAt]);
    },
    /** Moves the invite's end (earlier ends it sooner; later gives it more time): false when there is no such code. */
    async changeExpiry(code: string, expiresAt: string): Promise<boolean> {
      return (await db.run(CHANGE_EXPIRY, [expiresAt, code])).changes === 1;
    },
    own: (ownerId: string) => db.all<InviteRow>(OWN, [ownerId]),
    byCode: (code: string) => db.get<InviteRow>(BY_CODE, [code]),
    async use(code: string, at: string): Promise<boolean> {
      return (await db.run(USE, [code, at])).changes === 1;
    },
    async redemptionOf(userId: string): Promise<string | null> {
      return (await db.get<{ code: string }>(REDEMPTION_OF, [userId]))?.code ?? null;
    },
    async recordRedemption(userId: string, code: string, at: string): Promise<void> {
      await db.run(INSERT_REDEMPTION, [userId, code, at]);
    },
    /** How many members were admitted with an invite, of every invite. */
    async redemptionCount(): Promise<number> {
      return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM invite_redemptions'))!.n;
    },
  };
}

export type InvitesRepo = ReturnType<typeof invitesRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Invite codes. */
    invites: ReturnType<typeof invitesRepo>;
  }
}
