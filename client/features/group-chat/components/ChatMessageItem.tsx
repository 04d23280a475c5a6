import { clockLabel } from '../../../../shared/date-labels';
import { CHAT_COPY, FORMER_MEMBER } from '../../../../shared/group-chat';
import { CITIES } from '../../../../shared/weekly-cycle';
import Avatar from '../../../components/Avatar';
import type { ShownMessage } from '../chat-rules';

const TIME_ZONE = CITIES[0]!.timeZone;

interface Props {
  message: ShownMessage;
  onReport: (message: ShownMessage) => void;
  onBlock: (message: ShownMessage) => void;
}

/** Who wrote it, when, and the words as plain text (a link in them is text, never followed). */
export default function ChatMessageItem({ message, onReport, onBlock }: Props) {
  const { author } = message;
  const name = author.me ? 'you' : author.former ? FORMER_MEMBER : author.firstName;
  const others = !author.me && !message.pending;
  return (
    <li className={`group-chat__message${author.me ? ' group-chat__message--mine' : ''}`}>
      <div className="group-chat__byline">
        <Avatar name={author.former ? '?' : author.firstName} photoUrl={author.former ? null : author.photoUrl} />
        <span className="group-chat__name">{name}</span>
        <time className="group-chat__time muted" dateTime={message.at}>
          {clockLabel(message.at, TIME_ZONE)}
        </time>
      </div>
      {message.removed ? (
        <p className="group-chat__body group-chat__body--removed muted">{CHAT_COPY.removed}</p>
      ) : (
        <p className="group-chat__body">{message.body}</p>
      )}
      {message.pending && <p className="group-chat__pending muted">{CHAT_COPY.pending}</p>}
      {others && !message.removed && (
        <div className="group-chat__actions">
          <button type="button" className="btn btn-secondary group-chat__action" aria-haspopup="dialog" onClick={() => onReport(message)}>
            report<span className="visually-hidden"> {name}’s message</span>
          </button>
          {author.profileId && (
            <button type="button" className="btn btn-secondary group-chat__action" aria-haspopup="dialog" onClick={() => onBlock(message)}>
              block<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
