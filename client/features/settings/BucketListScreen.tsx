import { useRef, useState } from 'react';
import { BUCKET_LIST_ITEM_MAX, BUCKET_LIST_MAX_ITEMS, bucketListProblem, cleanBucketList } from '../../../shared/bucket-list';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import { OWN_PROFILE, refreshOwnProfile } from '../profiles/own-profile';
import { useOwnProfile } from '../profiles/use-own-profile';
import BackToSettings from '../../components/BackToSettings';
import { saveBucketList } from './profile-actions';
import OwnProfileMissing, { ownProfileLoading } from '../profiles/components/OwnProfileMissing';
import '../../components/settings.css';
import './BucketListScreen.css';

const PROFILE_KINDS = ['update-profile-property'] as const;

/** /emberite/settings/bucketlist (docs/product-rules.md#settings): an editable bulleted list; "Save Changes" cleans it and saves it. */
export default function BucketListScreen() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const cache = useCacheState(OWN_PROFILE);
  const sending = useWaitingChanges(PROFILE_KINDS).some((entry) => entry.status === 'pending');
  // The person's edits; until the first one, the saved list.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const list = useRef<HTMLUListElement>(null);

  if (ownProfileLoading(profile, cache) || !profile) {
    return <OwnProfileMissing title="bucket list" cache={cache} back={<BackToSettings />} loading={ownProfileLoading(profile, cache)} />;
  }

  const saved = profile.bucketList ?? [];
  const entries = draft ?? (saved.length > 0 ? saved : ['']);
  const edit = (next: string[]) => {
    setDraft(next);
    setMessage(null);
  };
  const add = () => {
    edit([...entries, '']);
    // After React has drawn the new field: put the cursor in it.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const save = () => {
    const cleaned = cleanBucketList(entries);
    const problem = bucketListProblem(cleaned);
    if (problem) {
      setMessage({ error: true, text: problem });
      return;
    }
    saveBucketList(profile.location, cleaned).then(
      (kept) => {
        setDraft(kept.length > 0 ? kept : ['']);
        setMessage({ error: false, text: 'your bucket list is saved' });
      },
      () => setMessage({ error: true, text: 'Failed to save changes' }),
    );
  };

  return (
    <div className="container page bucket-list">
      <BackToSettings />
      <h1>bucket list</h1>
      <p className="muted">
        things you'd love to do one day. others see your bucket list on your profile. up to {BUCKET_LIST_MAX_ITEMS} items of up to{' '}
        {BUCKET_LIST_ITEM_MAX} characters.
      </p>
      <CacheNotice stale={cache.status === 'offline'} sending={sending} />
      <ul ref={list} className="bucket-list__items" aria-label="your bucket list">
        {entries.map((entry, index) => (
          // Entries have no identity beyond their place while being typed.
          <li key={index} className="bucket-list__item">
            <label className="visually-hidden" htmlFor={`bucket-list-${index}`}>
              bucket list item {index + 1}
            </label>
            <input
              id={`bucket-list-${index}`}
              type="text"
              value={entry}
              maxLength={BUCKET_LIST_ITEM_MAX}
              onChange={(event) => edit(entries.map((one, at) => (at === index ? event.target.value : one)))}
            />
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`remove bucket list item ${index + 1}`}
              onClick={() => edit(entries.filter((_, at) => at !== index))}
            >
              remove
            </button>
          </li>
        ))}
      </ul>
      <p className="bucket-list__actions">
        <button type="button" className="btn btn-secondary" onClick={add} disabled={entries.length >= BUCKET_LIST_MAX_ITEMS}>
          add an item
        </button>
        <button type="button" className="btn btn-primary" onClick={save}>
          Save Changes
        </button>
      </p>
      <div role="status">{message && !message.error && <p>{message.text}</p>}</div>
      {message?.error && (
        <p role="alert" className="error-box">
          {message.text}
        </p>
      )}
    </div>
  );
}
