import { Link } from 'react-router-dom';
import type { Notice } from '../../../../shared/groups';
import type { WeekOutcome } from '../../../../shared/week-outcome';
import { useWaitingChanges } from '../../../data/use-waiting-changes';
import NoticeList from '../../groups/components/NoticeList';
import { useNow } from '../use-now';
import { cardNews, weekCard } from '../your-week';
import './YourWeekCard.css';

const PHOTO_UPLOADS = ['update-profile-photo'] as const;

interface Props {
  outcome: WeekOutcome | null;
  /** Null while the own profile is not on the device yet. */
  hasPhoto: boolean | null;
  notices: Notice[];
}

/**
 * /home's one card above the faces: the week as it stands, the one thing to do now, and news still true (a video
 * reviewed, a deposit released...), each dismissable. Nothing when there is nothing to say.
 */
export default function YourWeekCard({ outcome, hasPhoto, notices }: Props) {
  const now = useNow();
  // A photo still waiting in the outbox counts: it is on its way (matching leaves out a member without one).
  const photoWaiting = useWaitingChanges(PHOTO_UPLOADS).length > 0;
  const card = weekCard(outcome, hasPhoto === false && !photoWaiting, now);
  const news = cardNews(notices, now);
  if (!card && news.length === 0) return null;
  const title = card?.title ?? 'your week';
  return (
    <section className="your-week" aria-labelledby="your-week-title">
      {card && <p className="your-week__label">your week</p>}
      <h2 id="your-week-title" className="your-week__title">
        {card?.titleToGroup ? <Link to="/group">{title}</Link> : title}
      </h2>
      {card?.body && <p className="your-week__body">{card.body}</p>}
      {card?.action && (
        <Link className="btn btn-primary your-week__action" to={card.action.to}>
          {card.action.label}
        </Link>
      )}
      <NoticeList notices={news} />
    </section>
  );
}
