import { findPrompt } from '../../../../shared/video-prompts';
import type { OwnVideoRow } from '../../../data/db';
import { reviewLabel } from '../video-copy';
import './own-videos.css';

interface Props {
  videos: OwnVideoRow[];
  label: string;
  /** Given on the videos screen: each video gets a delete button. */
  onDelete?: (video: OwnVideoRow) => void;
}

/** The member's uploaded videos: poster, prompt title, where the review stands. */
export default function OwnVideoList({ videos, label, onDelete }: Props) {
  return (
    <ul className="own-videos" aria-label={label}>
      {videos.map((video) => {
        const title = findPrompt(video.promptId)?.title ?? video.promptId;
        return (
          <li key={video.id} className="card own-videos__item">
            <img className="own-videos__poster" src={video.thumbnailUrl} alt={`poster of your video for ${title}`} loading="lazy" />
            <div>
              <p className="own-videos__title">{title}</p>
              <p className="muted own-videos__review">{reviewLabel(video)}</p>
              {onDelete && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => onDelete(video)}
                  aria-label={`delete your video for ${title}`}
                >
                  delete
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
