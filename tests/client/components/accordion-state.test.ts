import { describe, it, expect } from 'vitest';
import { initialOpenId, toggleOpenId } from '../../../client/components/accordion-state';

describe('accordion open/close rule', () => {
  it('opens a closed item and closes whichever was open, so one item at most is open', () => {
    expect(toggleOpenId(null, 'cost')).toBe('cost');
    expect(toggleOpenId('cost', 'dating')).toBe('dating');
  });

  it('closes the open item when it is activated again', () => {
    expect(toggleOpenId('cost', 'cost')).toBeNull();
  });

  it('starts with the requested item open only if it exists', () => {
    expect(initialOpenId(['a', 'b'], 'b')).toBe('b');
    expect(initialOpenId(['a', 'b'], 'z')).toBeNull();
    expect(initialOpenId(['a', 'b'], undefined)).toBeNull();
  });
});
