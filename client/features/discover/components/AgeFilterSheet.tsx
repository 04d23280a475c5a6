import { useEffect, useState } from 'react';
import { FILTER_AGE_BRACKETS, NO_AGE_SELECTION, type AgeSelection } from '../../../../shared/age-brackets';
import AgeBracketPicker from '../../../components/AgeBracketPicker';
import ModalDialog from '../../../components/ModalDialog';

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

  return (
    <ModalDialog open={open} title="age" placement="sheet" onClose={onClose}>
      <AgeBracketPicker brackets={FILTER_AGE_BRACKETS} selection={selection} onChange={setSelection} />
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
