import { useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../../../../shared/discover';
import CountedTextarea from '../../../components/CountedTextarea';
import ModalDialog from '../../../components/ModalDialog';
import './ReportDialog.css';

interface Props {
  open: boolean;
  firstName: string;
  onClose: () => void;
  onConfirm: (reason: ReportReason, details: string) => void;
}

/** Report someone: a reason (required) and optional details. Reporting also blocks them. */
export default function ReportDialog({ open, firstName, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    onConfirm(reason, details.trim().slice(0, REPORT_DETAILS_MAX));
  };

  return (
    <ModalDialog open={open} title={`report ${firstName.toLowerCase()}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <fieldset className="report-dialog__reasons" aria-describedby={missingReason ? 'report-reason-error' : undefined}>
          <legend>what is wrong?</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="report-dialog__reason">
              <input
                type="radio"
                name="report-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setMissingReason(false);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {missingReason && (
          <p id="report-reason-error" role="alert" className="report-dialog__error">
            choose a reason
          </p>
        )}
        <CountedTextarea
          id="report-details"
          label="details (optional)"
          labelClassName="report-dialog__details-label"
          className="report-dialog__details"
          counterClassName="report-dialog__count"
          value={details}
          max={REPORT_DETAILS_MAX}
          onChange={setDetails}
        />
        <p className="muted">reporting also blocks them: they won't appear for you again. they are not told who reported them.</p>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            cancel
          </button>
          <button type="submit" className="btn btn-primary">
            report
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
