import { useEffect, useState } from 'react';
import ModalDialog from '../../../components/ModalDialog';
import './CheckList.css';

interface Props {
  open: boolean;
  /** The member's own interests. */
  options: string[];
  initial: string[];
  onClose: () => void;
  onApply: (interests: string[]) => void;
}

export default function InterestFilterSheet({ open, options, initial, onClose, onApply }: Props) {
  const [chosen, setChosen] = useState(initial);
  useEffect(() => {
    if (open) setChosen(initial);
  }, [open, initial]);
  const allChosen = options.length > 0 && options.every((name) => chosen.includes(name));
  const toggle = (name: string) =>
    setChosen((current) => (current.includes(name) ? current.filter((one) => one !== name) : [...current, name]));

  return (
    <ModalDialog open={open} title="interests" placement="sheet" onClose={onClose}>
      {options.length === 0 ? (
        <p className="muted">add interests to your profile to filter by them.</p>
      ) : (
        <>
          <button type="button" className="btn btn-secondary check-list__toggle" onClick={() => setChosen(allChosen ? [] : [...options])}>
            {allChosen ? 'Clear All' : 'Select All'}
          </button>
          <fieldset className="check-list">
            <legend className="visually-hidden">your interests</legend>
            {options.map((name) => (
              <label key={name} className="check-list__item">
                <input type="checkbox" checked={chosen.includes(name)} onChange={() => toggle(name)} />
                {name}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn-primary" onClick={() => onApply(chosen)}>
          Apply
        </button>
      </div>
    </ModalDialog>
  );
}
