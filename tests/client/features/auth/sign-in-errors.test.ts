import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../client/api/http';
import {
  INVALID_CODE,
  loginVerifyFailureMessage,
  PROFILE_SAVE_FAILED,
  registerVerifyFailureMessage,
  SEND_FAILED,
  SEND_OFFLINE,
  sendFailureMessage,
} from '../../../../client/features/auth/sign-in-errors';

const rateLimited = new ApiError(429, 'rate-limited', 'Too many codes requested. Please wait a few minutes and try again.');
const badCode = new ApiError(400, 'invalid-code', 'Code burned after five tries.');
/** A status with no error body (a proxy's page): apiFetch falls back to the status text. */
const bare = (status: number) => new ApiError(status, 'http-error', 'Bad Gateway');

describe('sending a code fails', () => {
  it("shows the spec's line, or the server's explanation for a rate limit", () => {
    expect(sendFailureMessage(new ApiError(500, 'internal-error', 'Something went wrong.'))).toBe(SEND_FAILED);
    expect(sendFailureMessage(rateLimited)).toBe(rateLimited.message);
    expect(sendFailureMessage(bare(429))).toBe(SEND_FAILED);
  });

  it('without a connection, says the device is offline', () => {
    expect(sendFailureMessage(new NetworkError('offline'))).toBe(SEND_OFFLINE);
    expect(SEND_OFFLINE).toBe("you're offline: connect to get your code.");
  });
});

describe('login verification fails', () => {
  it('shows the server message if present, else the invalid-code line', () => {
    expect(loginVerifyFailureMessage(badCode)).toBe('Code burned after five tries.');
    expect(loginVerifyFailureMessage(bare(502))).toBe(INVALID_CODE);
    expect(loginVerifyFailureMessage(new NetworkError('offline'))).toBe(INVALID_CODE);
  });
});

describe('register verification fails', () => {
  it('400 and 500 show the server message, or the profile line without one', () => {
    expect(registerVerifyFailureMessage(badCode)).toBe('Code burned after five tries.');
    expect(registerVerifyFailureMessage(bare(500))).toBe(PROFILE_SAVE_FAILED);
  });

  it('any other failure shows the invalid-code line', () => {
    expect(registerVerifyFailureMessage(new ApiError(429, 'rate-limited', 'slow down'))).toBe(INVALID_CODE);
    expect(registerVerifyFailureMessage(new NetworkError('offline'))).toBe(INVALID_CODE);
  });
});
