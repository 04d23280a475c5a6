import type { FormatWizardDraft } from '../../../../shared/event-format-wizard';
import { payloadOf } from '../../../../shared/format-draft-payload';
import type { EventFormatCreated } from '../../../../shared/event-formats-contract';
import { db } from '../../../data/db';
import { formatCall } from '../../../api/event-format-api';

/**
 * "create my event format": the whole draft to POST /api/event-format/draft under the draft's own Idempotency-Key (a
 * lost answer, retried, is the same format). A format made without an account comes back with its key, kept on this
 * device until its host signs in and claims it.
 */
export async function createFormat(draft: FormatWizardDraft & { submitKey: string }, today: string): Promise<EventFormatCreated> {
  const created = await formatCall(
    'POST /event-format/draft',
    { body: { format: payloadOf(draft, today), hostInfo: { email: draft.hostInfo.email.trim(), isNewHost: draft.hostInfo.isNewHost } } },
    { headers: { 'Idempotency-Key': draft.submitKey } },
  );
  if (created.draftKey)
    await db.deviceFormats.put({ id: created.id, draftKey: created.draftKey, title: created.format.title, createdAt: Date.now() });
  return created;
}
