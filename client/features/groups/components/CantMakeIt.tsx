import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CANT_MAKE_IT_PARAM, type GroupView } from '../../../../shared/groups';
import ModalDialog from '../../../components/ModalDialog';
import { answerInvite } from '../actions';
import { canReleasePlace, releaseTerms } from '../cant-make-it';
import { GROUP_STATE_ID } from '../group-labels';

/**
 * "Can't make it": the member releases their place so someone else can take it. It always asks first, saying what
 * it costs; the reminder e-mail's link (/group?cant-make-it) opens the question, never the answer. Sent through the
 * outbox like any answer, so it works offline.
 */
export default function CantMakeIt({ group }: { group: GroupView }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => params.has(CANT_MAKE_IT_PARAM));
  if (!canReleasePlace(group, new Date())) return null;

  const close = () => {
    setOpen(false);
    if (params.has(CANT_MAKE_IT_PARAM)) {
      params.delete(CANT_MAKE_IT_PARAM);
      setParams(params, { replace: true });
    }
  };
  const release = () => {
    close();
    answerInvite(group.id, 'decline').then(
      () => requestAnimationFrame(() => document.getElementById(GROUP_STATE_ID)?.focus()),
      (error: unknown) => console.error("could not save your can't-make-it", error),
    );
  };

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        can't make it
      </button>
      <ModalDialog open={open} title="can't make it?" onClose={close}>
        <p>{releaseTerms(group)}</p>
        {group.deposit.demo && <p className="muted">demo payments: no money moves.</p>}
        <div className="invite-answer__buttons">
          <button type="button" className="btn btn-primary" onClick={release}>
            release my place
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            keep my place
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
