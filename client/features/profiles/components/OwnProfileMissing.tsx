import type { ReactNode } from 'react';
import type { CacheState } from '../../../data/cache-status';
import type { OwnProfileView } from '../../../data/db';

interface Props {
  title: string;
  cache: CacheState;
  /** A link back where the screen was opened from, if it has one. */
  back?: ReactNode;
}

/** While the device has no copy of the member's own profile: is it still loading? (then "loading profile...") */
export function ownProfileLoading(profile: OwnProfileView | null | undefined, cache: CacheState): boolean {
  return profile === undefined || (profile === null && cache.status === 'unknown');
}

/**
 * What a screen built on the member's own profile shows without it: "loading profile..." while it loads, else why
 * it is not there (the server's message, or that the device is offline without a saved copy).
 */
export default function OwnProfileMissing({ title, cache, back, loading }: Props & { loading: boolean }) {
  if (loading) {
    return (
      <div className="container page">
        {back}
        <p role="status">loading profile...</p>
      </div>
    );
  }
  return (
    <div className="container page">
      {back}
      <h1>{title}</h1>
      <p role="alert" className="error-box">
        {cache.status === 'failed' ? cache.message : "you're offline and your profile isn't saved on this device yet."}
      </p>
    </div>
  );
}
