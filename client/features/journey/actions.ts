import { ROADMAPS_FIELD } from '../../../shared/journey';
import { db } from '../../data/db';
import { enqueue } from '../../data/outbox';

/**
 * Marks a step completed on this device at once and queues it for the server (POST /users/updateUserProperty,
 * once, whenever the connection allows). The entry carries every step of the roadmap this device has completed,
 * so the server's order rule holds even if an earlier entry reached it late; the server only ever adds them.
 */
export async function completeStep(roadmapId: string, stepId: string): Promise<void> {
  await db.transaction('rw', [db.roadmapCompletions, db.outbox], async () => {
    if (await db.roadmapCompletions.get([roadmapId, stepId])) return;
    await db.roadmapCompletions.add({ roadmapId, stepId, completedAt: Date.now() });
    const steps = (await db.roadmapCompletions.where('roadmapId').equals(roadmapId).toArray()).map((row) => row.stepId);
    await enqueue('complete-roadmap-step', { changes: [{ field: ROADMAPS_FIELD, value: { [roadmapId]: steps } }] });
  });
}
