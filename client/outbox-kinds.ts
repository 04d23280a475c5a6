import { type OutboxKindSpecs, registerOutboxKinds } from './data/outbox-kinds';
import { discoverOutboxKinds } from './features/discover/outbox';
import { experienceOutboxKinds } from './features/experiences/outbox';
import { groupChatOutboxKinds } from './features/group-chat/outbox';
import { groupOutboxKinds } from './features/groups/outbox';
import { hostingOutboxKinds } from './features/programs/host/outbox';
import { journeyOutboxKinds } from './features/journey/outbox';
import { onboardingOutboxKinds } from './features/onboarding/outbox';
import { profileOutboxKinds } from './features/profiles/outbox';
import { programOutboxKinds } from './features/programs/outbox';
import { videoOutboxKinds } from './features/videos/outbox';

/** Every feature's outbox kinds; the type insists on each kind a feature declares, so none can be left out. */
export const EVERY_OUTBOX_KIND: OutboxKindSpecs = {
  ...onboardingOutboxKinds,
  ...profileOutboxKinds,
  ...discoverOutboxKinds,
  ...groupOutboxKinds,
  ...groupChatOutboxKinds,
  ...programOutboxKinds,
  ...hostingOutboxKinds,
  ...experienceOutboxKinds,
  ...journeyOutboxKinds,
  ...videoOutboxKinds,
};

/** Run first by the service worker (sw.ts), which drains with no page open; the page loads the kinds when needed (main.tsx). */
export function registerEveryOutboxKind(): void {
  registerOutboxKinds(EVERY_OUTBOX_KIND);
}
