import { useState } from 'react';
import ModalDialog from '../../../components/ModalDialog';
import './DiscoveryInfo.css';

const POINTS = [
  { title: 'one card per interest', text: 'every interest you add is its own card, so people who share it can find you.' },
  {
    title: 'authentic matching',
    text: 'you choose privately how interested you are; nobody ever sees your picks, and only mutual picks count.',
  },
  { title: 'real connections', text: 'mutual picks become a small group of 4-6 people meeting for coffee on a weekend morning.' },
];

/** The "how discovery works" button and its info dialog. */
export default function DiscoveryInfo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary discovery-info__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        how discovery works
      </button>
      <ModalDialog open={open} title="how discovery works" onClose={() => setOpen(false)}>
        <ol className="discovery-info__points">
          {POINTS.map((point) => (
            <li key={point.title}>
              <h3 className="discovery-info__title">{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
            got it
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
