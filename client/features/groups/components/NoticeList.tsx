import type { Notice } from '../../../../shared/groups';
import { dismissNotice } from '../actions';
import DisputeCharge from './DisputeCharge';
import './NoticeList.css';

/** Keyboard focus must not fall to the page's top when the dismissed notice disappears: the next one, else main. */
function moveFocusFrom(button: HTMLButtonElement): void {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.notice-list__dismiss'));
  const next = buttons[buttons.indexOf(button) + 1] ?? buttons[buttons.indexOf(button) - 1];
  (next ?? document.getElementById('main'))?.focus({ preventScroll: true });
}

/** Unread notices (title and body), inside /home's week card; dismissing one marks it read. */
export default function NoticeList({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <ul className="notice-list__items" aria-label="news for you">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-list__item">
          <h3 className="notice-list__title">{notice.title}</h3>
          <p className="notice-list__body">{notice.body}</p>
          {notice.kind === 'deposit-charged' && <DisputeCharge notice={notice} />}
          <button
            type="button"
            className="btn btn-secondary notice-list__dismiss"
            onClick={(event) => {
              moveFocusFrom(event.currentTarget);
              dismissNotice(notice.id).catch((error: unknown) => console.error('could not dismiss the notice', error));
            }}
          >
            dismiss<span className="visually-hidden">: {notice.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
