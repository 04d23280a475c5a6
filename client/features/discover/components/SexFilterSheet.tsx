import { useEffect, useState } from 'react';
import ModalDialog from '../../../components/ModalDialog';
import './CheckList.css';

type Sex = 'male' | 'female';

interface Props {
  open: boolean;
  initial: Sex[];
  onClose: () => void;
  onApply: (sexes: Sex[]) => void;
}

const OPTIONS: Sex[] = ['male', 'female'];

export default function SexFilterSheet({ open, initial, onClose, onApply }: Props) {
  const [chosen, setChosen] = useState(initial);
  useEffect(() => {
    if (open) setChosen(initial);
  }, [open, initial]);
  const toggle = (sex: Sex) => setChosen((current) => (current.includes(sex) ? current.filter((one) => one !== sex) : [...current, sex]));

  return (
    <ModalDialog open={open} title="sex" placement="sheet" onClose={onClose}>
      <fieldset className="check-list">
        <legend className="visually-hidden">show</legend>
        {OPTIONS.map((sex) => (
          <label key={sex} className="check-list__item">
            <input type="checkbox" checked={chosen.includes(sex)} onChange={() => toggle(sex)} />
            {sex}
          </label>
        ))}
      </fieldset>
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={() => setChosen([])}>
          Clear All
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onApply(chosen)}>
          Apply
        </button>
      </div>
    </ModalDialog>
  );
}
