import type { DraftPhoto } from '../../../shared/onboarding';
import { formRequest, type OutboxKindSpecs, specSpelledRequest } from '../../data/outbox-kinds';
import { profileForm } from '../onboarding/outbox';

/** One changed field of POST /profiles/updateProfileProperty (docs/product-rules.md#settings); only changed fields are sent. */
export interface ProfileChange {
  Field: string;
  Value: unknown;
}

export interface UpdateProfilePropertyPayload {
  Location: string;
  Changes: ProfileChange[];
}

/** POST /profiles (multipart) from a member who has a profile: the new photo (docs/product-rules.md#onboarding-and-profile), as bytes. */
export interface UpdateProfilePhotoPayload {
  photo: DraftPhoto;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'update-profile-property': UpdateProfilePropertyPayload;
    'update-profile-photo': UpdateProfilePhotoPayload;
  }
}

export const profileOutboxKinds = {
  'update-profile-property': {
    label: 'a change to your profile',
    request: (payload) => specSpelledRequest('POST /profiles/updateProfileProperty', { body: payload }),
  },
  'update-profile-photo': {
    label: 'your new photo',
    request: ({ photo }) => formRequest('POST /profiles', {}, profileForm({ profileJson: null, photo })),
  },
} satisfies OutboxKindSpecs<'update-profile-property' | 'update-profile-photo'>;
