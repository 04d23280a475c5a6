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
 * also written to the device's database, in order, so a reload, a crash or a lost connection loses none. A move to
 * another step shows once the device has kept it (moveTo): the step on screen is always the one a reload comes back
 * to, with every answer given before it. Undefined while the database is read.
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

  /**
   * Goes to another step once the device has kept the move (and, being written in order, every answer before it). If
   * the device cannot keep it, the move still shows: the person is not stuck on a step for a full disk.
   */
  const moveTo = useCallback(
    async (currentStep: number) => {
      const base = current.current;
      if (!base) return;
      const draft = { ...base, currentStep };
      current.current = draft;
      try {
        await db.registrationDrafts.put({ ...draft, experienceId });
      } catch (error: unknown) {
        console.warn('could not keep the registration draft on this device', error);
      }
      // Answers given while the move was written are in current.current too.
      if (current.current) setSaved({ draft: current.current, started: true });
    },
    [experienceId],
  );

  /** The server has the registration (its outbox step dropped the stored draft): start from empty again. */
  const forget = useCallback(() => {
    current.current = EMPTY_REGISTRATION;
    setSaved({ draft: EMPTY_REGISTRATION, started: false });
  }, []);

  return { draft: saved?.draft, started: saved?.started ?? false, update, moveTo, forget };
}
