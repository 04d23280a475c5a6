import { describe, expect, it } from 'vitest';
import { signInMail } from '../../../../server/features/auth/sign-in-mail';

const mail = signInMail({
  to: 'sam@example.com',
  code: '595499',
  link: 'https://example.test/login/magic-link?x=1',
  brandName: 'emberite',
});

describe('the sign-in mail', () => {
  it('puts the code on a line of its own with nothing around it, so copying the line pastes just the code', () => {
    const lines = mail.text.split('\n');
    expect(lines).toContain('595499');
    expect(lines.filter((line) => line.includes('595499'))).toEqual(['595499']);
  });
});
