import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_REGISTRATION, type RegistrationDraft } from '../../../../shared/experience-registration';
import { db } from '../../../data/db';

interface Saved {
  draft: RegistrationDraft;
  /** Anything was answered (a draft row exists on the device). */
  started: boolean;
}

/**
 * The wizard's answers for one experience. The screen shows them from memory, so a tick shows at once; each change is
 * also written to the device's database, in order, so a reload, a crash or a lost connection loses none. Undefined
 * while the database is read.
 */
export function useRegistrationDraft(experienceId: string) {
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const current = useRef<RegistrationDraft | null>(null);

  useEffect(() => {
    let open = true;
    current.current = null;
    setSaved(undefined);
    void db.registrationDrafts.get(experienceId).then(
      (row) => {
        if (!open) return;
        const { experienceId: _, ...answered } = row ?? { experienceId };
        const draft: RegistrationDraft = { ...EMPTY_REGISTRATION, ...answered };
        current.current = draft;
        setSaved({ draft, started: Boolean(row) });
      },
      (error: unknown) => {
        console.warn('could not read the registration draft', error);
        if (open) setSaved({ draft: EMPTY_REGISTRATION, started: false });
      },
    );
    return () => {
      open = false;
    };
  }, [experienceId]);

  /** Applies a change (or a change worked out from the answers as they are now) and keeps it on the device. */
  const update = useCallback(
    (change: Partial<RegistrationDraft> | ((now: RegistrationDraft) => Partial<RegistrationDraft>)) => {
      const base = current.current;
      if (!base) return;
      const draft = { ...base, ...(typeof change === 'function' ? change(base) : change) };
      current.current = draft;
      setSaved({ draft, started: true });
      void db.registrationDrafts
        .put({ ...draft, experienceId })
        .catch((error: unknown) => console.warn('could not keep the registration draft on this device', error));
    },
    [experienceId],
  );

  /** The server has the registration (its outbox step dropped the stored draft): start from empty again. */
  const forget = useCallback(() => {
    current.current = EMPTY_REGISTRATION;
    setSaved({ draft: EMPTY_REGISTRATION, started: false });
  }, []);

  return { draft: saved?.draft, started: saved?.started ?? false, update, forget };
}
