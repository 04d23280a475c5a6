import { describe, expect, it } from 'vitest';
import { classifyAnswer, refusalMessage } from '../../../../client/data/outbox-answer';
import { tusFailureAnswer } from '../../../../client/features/videos/video-upload';

// A recording's tus upload that fails becomes the outbox entry's answer: what the outbox then does.
const outcome = (status: number | null, text = '', retryAfter: string | null = null) => {
  const answer = tusFailureAnswer(status, text, retryAfter);
  return {
    outcome: classifyAnswer(answer.status, (answer.body as { code?: never } | null)?.code),
    retryAfter: answer.retryAfter,
    message: answer.status === null ? null : refusalMessage(answer.body, answer.status, answer.statusText),
  };
};

describe('a failed tus request as the outbox’s answer', () => {
  it('no answer, an offset conflict and an upload the server no longer has are tried again', () => {
    for (const status of [null, 404, 409, 410, 503]) expect(outcome(status).outcome, String(status)).toBe('retry');
  });

  it('the daily limit waits for the server’s Retry-After; a lost session asks to sign in', () => {
    const limited = outcome(
      429,
      '{"message":"You have uploaded many videos today. Please try again later.","code":"rate-limited"}',
      '3600',
    );
    expect(limited).toMatchObject({ outcome: 'retry', retryAfter: '3600' });
    expect(outcome(401, '{"message":"Please sign in to continue.","code":"not-signed-in"}').outcome).toBe('sign-in');
  });

  it('a server out of room (507) and a member whose unfinished uploads fill their room (429) are tried again later', () => {
    const full = outcome(507, '{"message":"The server has no room for new uploads right now.","code":"storage-full"}');
    expect(full.outcome).toBe('retry');
    const unfinished = outcome(
      429,
      '{"message":"Your unfinished video uploads take all the room kept for you.","code":"uploads-unfinished"}',
      '21600',
    );
    expect(unfinished).toMatchObject({ outcome: 'retry', retryAfter: '21600' });
  });

  it('a finish answered "busy checking other videos" (503 video-check-busy) is tried again, never put to the person', () => {
    expect(classifyAnswer(503, 'video-check-busy')).toBe('retry');
  });

  it('a refusal in tus’s plain words reaches the attention list as they are', () => {
    expect(outcome(413, 'Maximum size exceeded\n')).toEqual({ outcome: 'attention', retryAfter: null, message: 'Maximum size exceeded' });
  });
});
