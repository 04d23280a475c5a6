import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CANT_MAKE_IT_PARAM, type GroupView } from '../../../../shared/groups';
import ModalDialog from '../../../components/ModalDialog';
import { releaseCopy } from '../../../../shared/cant-make-it';
import { answerInvite } from '../actions';
import { canReleasePlace } from '../cant-make-it';
import { GROUP_STATE_ID } from '../group-labels';
import { useLocalCheckIn } from '../use-check-in';

/** Focus goes to the heading of what the screen says now, once it has replaced the one shown before (about a second at most). */
function focusNewState(before: HTMLElement | null, frames = 60): void {
  const now = document.getElementById(GROUP_STATE_ID);
  if (now && now !== before) now.focus();
  else if (frames > 0) requestAnimationFrame(() => focusNewState(before, frames - 1));
}

/**
 * "Can't make it": the member releases their place so someone else can take it. It always asks first, saying what
 * it costs, with "keep my place" first (a stray Enter keeps it); the reminder e-mail's link (/group?cant-make-it)
 * opens the question, never the answer. Sent through the outbox like any answer, with the terms agreed to: a free
 * release that only reaches the server after the deadline is refused, not charged.
 */
export default function CantMakeIt({ group }: { group: GroupView }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => params.has(CANT_MAKE_IT_PARAM));
  const button = useRef<HTMLButtonElement>(null);
  const local = useLocalCheckIn(group.id);
  // A row cached before the server said what releasing costs offers nothing until it does.
  if (!canReleasePlace(group, new Date(), local.pending) || !group.release) return null;
  const terms = group.release;

  const close = () => {
    setOpen(false);
    if (params.has(CANT_MAKE_IT_PARAM)) {
      params.delete(CANT_MAKE_IT_PARAM);
      setParams(params, { replace: true });
    }
    requestAnimationFrame(() => button.current?.focus());
  };
  const release = () => {
    const before = document.getElementById(GROUP_STATE_ID);
    setOpen(false);
    answerInvite(group.id, 'decline', terms.afterDeadline).then(
      () => focusNewState(before),
      (error: unknown) => console.error("could not save your can't-make-it", error),
    );
  };

  return (
    <>
      <button ref={button} type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        can't make it
      </button>
      <ModalDialog open={open} title="can't make it?" onClose={close}>
        <p>{releaseCopy(terms, group.timeZone).question}</p>
        {group.deposit.demo && terms.depositHeld && <p className="muted">demo payments: no money moves.</p>}
        <div className="invite-answer__buttons">
          <button type="button" className="btn btn-primary" onClick={close}>
            keep my place
          </button>
          <button type="button" className="btn btn-secondary" onClick={release}>
            release my place
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
