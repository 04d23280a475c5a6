import BackToSettings from '../../components/BackToSettings';
import { useState } from 'react';
import {
  ACTIVE_INVITE_MESSAGE,
  COPIED_MS,
  copiedMessage,
  INVITE_CREATED_MESSAGE,
  INVITE_FAILED_MESSAGE,
  type Invite,
  mayCreateInvite,
} from '../../../shared/invites';
import { ApiError } from '../../api/http';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { createInvite, firstNameForInvite } from './actions';
import { INVITES, refreshInvites } from './refresh';
import { useInvites } from './use-invites';
import './InvitesScreen.css';

const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

const ruleInputs = (invites: Invite[]) =>
  invites.map(({ inviteDetails }) => ({
    expiresAt: inviteDetails.expirationDate,
    maxUses: inviteDetails.maxUses,
    usageCount: inviteDetails.usageCount,
  }));

/** /emberite/settings/invites (docs/product-rules.md#groups-and-invites): the member's invite codes, copying one, and making a new one. */
export default function InvitesScreen() {
  useRefresh(refreshInvites);
  const invites = useInvites();
  const cache = useCacheState(INVITES);
  const [creating, setCreating] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);

  const loading = invites === undefined || (invites.length === 0 && cache.status === 'unknown');
  const hasActive = invites !== undefined && !mayCreateInvite(ruleInputs(invites), new Date());

  const copy = (code: string) => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(code);
        setTimeout(() => setCopied((current) => (current === code ? null : current)), COPIED_MS);
      },
      (error: unknown) => console.warn('could not copy the invite code', error),
    );
  };

  const create = async () => {
    const firstName = await firstNameForInvite().catch(() => null);
    // docs/product-rules.md#groups-and-invites: without the profile's first name nothing happens.
    if (!firstName) return;
    setCreating(true);
    try {
      await createInvite(firstName);
      window.alert(INVITE_CREATED_MESSAGE);
    } catch (error) {
      window.alert(error instanceof ApiError && error.code !== 'http-error' ? error.message : INVITE_FAILED_MESSAGE);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="container page invites">
      <BackToSettings />
      <h1>Invites</h1>
      <CacheNotice stale={cache.status === 'offline'} sending={false} />
      {loading ? (
        <p>Loading...</p>
      ) : invites.length === 0 ? (
        <p className="muted">no invites created yet</p>
      ) : (
        <ul className="invites__list" aria-label="your invites">
          {invites.map((invite) => (
            <li key={invite.id} className="card invites__item">
              <button type="button" className="invites__code" onClick={() => copy(invite.id)} aria-label={`copy invite code ${invite.id}`}>
                {invite.id}
              </button>
              <dl className="invites__details">
                <dt>expires</dt>
                <dd>{dateFormat.format(new Date(invite.inviteDetails.expirationDate))}</dd>
                <dt>max uses</dt>
                <dd>{invite.inviteDetails.maxUses}</dd>
                <dt>used</dt>
                <dd>{invite.inviteDetails.usageCount}</dd>
              </dl>
              <button type="button" className="btn btn-secondary" onClick={() => copy(invite.id)}>
                copy
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="invites__copied">
        {copied ? copiedMessage(copied) : ''}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => void create()} disabled={creating || hasActive || loading}>
        {creating ? 'Creating...' : 'Create New Invite'}
      </button>
      {hasActive && <p className="muted">{ACTIVE_INVITE_MESSAGE}</p>}
    </div>
  );
}
