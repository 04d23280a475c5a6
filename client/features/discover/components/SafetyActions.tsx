import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReportReason } from '../../../../shared/discover';
import ModalDialog from '../../../components/ModalDialog';
import { blockMember, reportMember } from '../actions';
import ReportDialog from './ReportDialog';
import './SafetyActions.css';

/** Block and report: both take the person out of this device's batch at once and go back to /home. */
export default function SafetyActions({ profileId, firstName }: { profileId: string; firstName: string }) {
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const navigate = useNavigate();
  const name = firstName.toLowerCase();

  const done = (action: Promise<void>) => {
    action.then(
      () => navigate('/home', { replace: true }),
      (error: unknown) => console.error('could not save this on the device', error),
    );
  };
  const block = () => done(blockMember(profileId));
  const report = (reason: ReportReason, details: string) => done(reportMember({ profileId, reason, details }));

  return (
    <section aria-labelledby="safety-title" className="safety-actions">
      <h2 id="safety-title" className="visually-hidden">
        safety
      </h2>
      <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen('block')}>
        block
      </button>
      <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen('report')}>
        report
      </button>
      <ModalDialog open={open === 'block'} title={`block ${name}?`} onClose={() => setOpen(null)}>
        <p>{name} won't appear in your batches or groups again. they are not told.</p>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(null)}>
            cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={block}>
            block
          </button>
        </div>
      </ModalDialog>
      <ReportDialog open={open === 'report'} firstName={firstName} onClose={() => setOpen(null)} onConfirm={report} />
    </section>
  );
}
