import type { DraftPhoto, ProfileJson } from '../../../shared/onboarding';
import { formRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

/** POST /profiles (multipart): the photo travels as bytes because Safari loses Blobs kept in IndexedDB. */
export interface CreateProfilePayload {
  profileJson: ProfileJson;
  photo: DraftPhoto | null;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'create-profile': CreateProfilePayload;
  }
}

/** ProfileJson is left out when only a new photo is sent (the server takes nothing else from a member who has a profile). */
export function profileForm({ profileJson, photo }: { profileJson: ProfileJson | null; photo: DraftPhoto | null }): FormData {
  const form = new FormData();
  if (profileJson) form.append('ProfileJson', JSON.stringify(profileJson));
  if (photo) form.append('Photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}

export const onboardingOutboxKinds = {
  'create-profile': {
    label: 'your new profile',
    request: (payload) => formRequest('POST /profiles', {}, profileForm(payload)),
  },
} satisfies OutboxKindSpecs<'create-profile'>;
