import type { Database } from '../../db/database';

export interface CompletionRow {
  roadmapId: string;
  stepId: string;
  completedAt: string;
}

const OF_USER = `SELECT roadmap_id AS "roadmapId", step_id AS "stepId", completed_at AS "completedAt" FROM roadmap_completions
  WHERE user_id = ? ORDER BY completed_at, roadmap_id, step_id`;
/** A completion is only ever inserted (docs/product-rules.md#journey-and-chats: never reverted); the first one's time stays. */
const COMPLETE = `INSERT INTO roadmap_completions (user_id, roadmap_id, step_id, completed_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, roadmap_id, step_id) DO NOTHING`;

/** All SQL for roadmap_completions. Writes run inside the caller's transaction. */
export function journeyRepo(db: Database) {
  return {
    completionsOf: (userId: string) => db.all<CompletionRow>(OF_USER, [userId]),
    async complete(userId: string, roadmapId: string, stepId: string, at: string): Promise<void> {
      await db.run(COMPLETE, [userId, roadmapId, stepId, at]);
    },
  };
}

export type JourneyRepo = ReturnType<typeof journeyRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Roadmap completions. */
    journey: ReturnType<typeof journeyRepo>;
  }
}
