import type { Database } from '../../../server/db/database';
import { idempotencyRepo } from '../../../server/plugins/idempotency-repo';
import { idempotencyScopeOf } from '../../../server/plugins/idempotency';

/**
 * The idempotency keys a member's writes left on the server (each key once, however often it was sent), with the
 * status and body of the answer stored for replays (null while a request still holds it).
 */
export const memberKeys = (database: Database, userId: string) => idempotencyRepo(database).keysIn(idempotencyScopeOf(userId));

/** How many of the member's writes were answered 200 (and stored for replays). */
export const answeredWrites = async (database: Database, userId: string) =>
  (await memberKeys(database, userId)).filter((key) => key.status === 200).length;
