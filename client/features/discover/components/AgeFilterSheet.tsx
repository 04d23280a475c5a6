import { useEffect, useState } from 'react';
import {
  bracketsInSelection,
  FILTER_AGE_BRACKETS,
  NO_AGE_SELECTION,
  pickAgeBracket,
  type AgeSelection,
} from '../../../../shared/age-brackets';
import ModalDialog from '../../../components/ModalDialog';
import './AgeFilterSheet.css';

interface Props {
  open: boolean;
  initial: AgeSelection;
  onClose: () => void;
  onApply: (age: AgeSelection) => void;
}

/** Pick a start bracket, then an end: the range in between fills; a third pick starts again. */
export default function AgeFilterSheet({ open, initial, onClose, onApply }: Props) {
  const [selection, setSelection] = useState(initial);
  useEffect(() => {
    if (open) setSelection(initial);
  }, [open, initial]);
  const chosen = new Set(bracketsInSelection(selection).map((bracket) => bracket.id));
  const hint =
    selection.start === null
      ? 'pick the youngest bracket first'
      : selection.end === null
        ? 'now pick the oldest bracket'
        : 'a new pick starts again';

  return (
    <ModalDialog open={open} title="age" placement="sheet" onClose={onClose}>
      <p className="muted" aria-live="polite">
        {hint}
      </p>
      <ul className="age-sheet__grid">
        {FILTER_AGE_BRACKETS.map((bracket, index) => (
          <li key={bracket.id}>
            <button
              type="button"
              className={`age-sheet__bracket age-sheet__bracket--${index % 2 === 0 ? 'teal' : 'coral'}`}
              aria-pressed={chosen.has(bracket.id)}
              onClick={() => setSelection((current) => pickAgeBracket(current, bracket.id))}
            >
              <span className="age-sheet__label">{bracket.label}</span>
              <span className="age-sheet__years">
                {bracket.min}-{bracket.max}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={() => setSelection(NO_AGE_SELECTION)}>
          Clear All
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onApply(selection)}>
          Apply
        </button>
      </div>
    </ModalDialog>
  );
}
