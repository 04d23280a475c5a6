import { describe, expect, it } from 'vitest';
import { parseCodeSent } from '../../../../client/features/auth/code-sent';
import { CODE_TTL_MS } from '../../../../shared/auth';

const SENT_AT = Date.UTC(2026, 4, 2, 9, 0);
const stored = JSON.stringify({ email: 'sam@example.com', sentAt: SENT_AT });

describe('the code step kept for a reload', () => {
  it("comes back for the code's lifetime", () => {
    expect(parseCodeSent(stored, SENT_AT)).toEqual({ email: 'sam@example.com', sentAt: SENT_AT });
    expect(parseCodeSent(stored, SENT_AT + CODE_TTL_MS - 1)).toEqual({ email: 'sam@example.com', sentAt: SENT_AT });
  });

  it('is dropped once the code has expired, or when it claims to be sent in the future', () => {
    expect(parseCodeSent(stored, SENT_AT + CODE_TTL_MS)).toBeNull();
    expect(parseCodeSent(stored, SENT_AT - 1)).toBeNull();
  });

  it('ignores anything malformed', () => {
    for (const raw of [null, '', 'not json', 'null', '{}', '{"email":"","sentAt":1}', '{"email":"a@b.co","sentAt":"soon"}']) {
      expect(parseCodeSent(raw, SENT_AT), String(raw)).toBeNull();
    }
  });
});
