import { uploadPercent } from '../recorder-rules';

interface Props {
  sent: number;
  total: number;
  label: string;
}

/** How far a resumable upload has got, as a percentage (it moves a chunk at a time, from the page or the worker). */
export default function UploadProgress({ sent, total, label }: Props) {
  const percent = uploadPercent(sent, total);
  return (
    <p className="videos__progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>uploaded: {percent}%</span>
    </p>
  );
}
