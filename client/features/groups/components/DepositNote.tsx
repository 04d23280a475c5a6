import { Link } from 'react-router-dom';
import { formatAmount } from '../../../../shared/money';
import type { GroupView } from '../../../../shared/groups';

/** The member's own deposit for the group, as its state stands; what accepting would hold before they answer. */
export function depositLine(group: GroupView): string {
  const { deposit } = group;
  const amount = formatAmount(deposit.amountCents, deposit.currency);
  switch (deposit.status) {
    case 'none':
      return group.myInvite === 'invited'
        ? `accepting holds a ${amount} deposit. showing up costs nothing: the hold is released after the meetup. a no-show is charged.`
        : `your ${amount} deposit is held once your answer reaches the server.`;
    case 'scheduled':
      return `your card is saved: your ${amount} deposit is held a few days before the meetup.`;
    case 'placing':
      return `holding your ${amount} deposit...`;
    case 'held':
      return `your ${amount} deposit is held. showing up costs nothing: it is released after the meetup. a no-show is charged.`;
    case 'released':
      return 'your deposit was released: nothing was charged.';
    case 'captured':
      return `your ${amount} deposit was charged: you were not at the meetup.`;
    case 'failed':
      return 'your card did not accept the deposit hold.';
  }
}

export default function DepositNote({ group }: { group: GroupView }) {
  return (
    <p className="muted invite-answer__deposit">
      {depositLine(group)} {group.deposit.demo ? 'demo payments: no money moves. ' : ''}
      <Link to="/payment">how deposits work</Link>
    </p>
  );
}
