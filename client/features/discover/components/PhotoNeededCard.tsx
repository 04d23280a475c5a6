import { Link } from 'react-router-dom';
import { useWaitingChanges } from '../../../data/use-waiting-changes';

const PHOTO_UPLOADS = ['update-profile-photo'] as const;

/**
 * Matching leaves out a member without a photo (spec 001 §2, "photo required later"), so /home says so and leads to
 * the photo step of /settings. A photo still waiting in the outbox counts: it is on its way.
 */
export default function PhotoNeededCard({ hasPhoto }: { hasPhoto: boolean }) {
  const waiting = useWaitingChanges(PHOTO_UPLOADS).length > 0;
  if (hasPhoto || waiting) return null;
  return (
    <section className="card photo-needed" aria-labelledby="photo-needed-title">
      <h2 id="photo-needed-title" className="photo-needed__title">
        add a photo to be matched
      </h2>
      <p>
        you'll need to add a profile photo before you can start matching with others. you can browse and pick now, but we won't place you in
        a group until your photo is in.
      </p>
      <Link className="btn btn-primary" to="/settings?edit=photo">
        add a photo
      </Link>
    </section>
  );
}
