import { describe, expect, it } from 'vitest';
import type { GroupDeposit, GroupView } from '../../../../shared/groups';
import { depositLine } from '../../../../client/features/groups/components/DepositNote';

const group = (myInvite: GroupView['myInvite'], deposit: Partial<GroupDeposit>): GroupView =>
  ({ myInvite, deposit: { status: 'none', amountCents: 1000, currency: 'cad', demo: true, ...deposit } }) as GroupView;

describe('depositLine', () => {
  it('before answering: what accepting holds, and that showing up costs nothing', () => {
    expect(depositLine(group('invited', {}))).toBe(
      'accepting holds a $10.00 deposit. showing up costs nothing: the hold is released after the meetup. a no-show is charged.',
    );
  });
  it('accepted on this device but not yet sent: held once the answer arrives', () => {
    expect(depositLine(group('accepted', {}))).toBe('your $10.00 deposit is held once your answer reaches the server.');
  });
  it("each hold state in the member's words, with the configured amount", () => {
    expect(depositLine(group('accepted', { status: 'held', amountCents: 2500 }))).toMatch(/^your \$25\.00 deposit is held\./);
    expect(depositLine(group('accepted', { status: 'released' }))).toBe('your deposit was released: nothing was charged.');
    expect(depositLine(group('accepted', { status: 'captured' }))).toBe('your $10.00 deposit was charged: you were not at the meetup.');
    expect(depositLine(group('accepted', { status: 'failed' }))).toBe('your card did not accept the deposit hold.');
  });
});
