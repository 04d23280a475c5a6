import FormatNoticeList from '../../format/FormatNoticeList';
import { useFormatPeople } from '../use-format-people';
import MessageParticipants from './MessageParticipants';
import './HostFormatNotices.css';

/** On a published format's details: writing to the paid participants, and what the host was told about the format. */
export default function HostFormatNotices({ formatId, timeZone }: { formatId: string; timeZone: string }) {
  const { people } = useFormatPeople(formatId);
  if (!people) return null;
  const paid = people.participants.filter((p) => p.status === 'paid');
  const groups = people.groups
    .filter((group) => group.status === 'confirmed')
    .map((group) => ({ id: group.id, number: group.number, paid: paid.filter((p) => p.groupId === group.id).length }));
  return (
    <>
      <MessageParticipants formatId={formatId} groups={groups} paid={paid.length} />
      <FormatNoticeList formatId={formatId} notices={people.notices} timeZone={timeZone} heading="what you were told" />
    </>
  );
}
