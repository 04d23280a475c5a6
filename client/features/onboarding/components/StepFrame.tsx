import { useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { StepModeContext } from '../step-mode';
import './StepFrame.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** Whether 'next' may go on; when not, pressing it explains why instead (`hint`). */
  valid?: boolean;
  hint?: string;
  /** Replaces the hint when pressing 'next' too early should open a dialog instead. */
  onInvalid?: () => void;
  nextLabel?: string;
  /** Without it the step is not a form and shows no 'next' (it holds a form of its own, or just a status). */
  onNext?: () => void;
  /** Focused when the step appears (a text field); otherwise the heading is, so the new step is announced. */
  focusRef?: RefObject<HTMLElement | null>;
  /** Links or buttons under 'next', e.g. 'skip for now'. */
  extra?: ReactNode;
  /** False for steps whose own buttons move on (photo upload, copy prompt, send code). */
  showNext?: boolean;
  children?: ReactNode;
}

/**
 * One wizard step: its only <h1>, the content, and 'next'. The button never goes truly disabled: it looks
 * disabled (aria-disabled) and a press says what is missing, so nobody is left guessing (docs/product-rules.md#onboarding-and-profile).
 * It is a form, so Enter in a field presses 'next'.
 */
export default function StepFrame({
  title,
  lead,
  valid = true,
  hint,
  onInvalid,
  nextLabel: givenLabel,
  onNext,
  focusRef,
  extra,
  showNext = true,
  children,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [pressed, setPressed] = useState(false);
  const mode = useContext(StepModeContext);
  const nextLabel = givenLabel ?? mode.nextLabel;
  useEffect(() => {
    (focusRef?.current ?? heading.current)?.focus({ preventScroll: true });
  }, [focusRef]);

  const content = (
    <>
      <h1 ref={heading} tabIndex={-1} className="step-frame__title">
        {title}
      </h1>
      {lead && <p className="step-frame__lead">{lead}</p>}
      {children}
      {pressed && !valid && hint && (
        <p className="step-frame__hint" role="alert">
          {hint}
        </p>
      )}
      {onNext && showNext && (
        <button type="submit" className="btn btn-primary step-frame__next" aria-disabled={valid ? undefined : true}>
          {nextLabel}
        </button>
      )}
      {extra && <div className="step-frame__extra">{extra}</div>}
    </>
  );
  if (!onNext) return <div className="step-frame">{content}</div>;
  return (
    <form
      className="step-frame"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onNext();
        else if (onInvalid) onInvalid();
        else setPressed(true);
      }}
    >
      {content}
    </form>
  );
}
