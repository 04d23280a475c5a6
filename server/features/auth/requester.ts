import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Who is asking to sign in: their client address and, when their browser keeps cookies, that browser. */
export interface Requester {
  clientAddress: string;
  browserId: string | null;
  /** What wrong guesses are counted under: the browser when known, else the client address. */
  key: string;
}

const COOKIE = 'sign_in_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * Reads the requester; gives a browser without the cookie a new random one, so the person's next sends and guesses
 * from this browser are counted apart from anyone else's, even behind the same address.
 */
export function requesterOf(request: FastifyRequest, reply: FastifyReply, https: boolean): Requester {
  const given = request.cookies[COOKIE];
  const browserId = given && BROWSER_ID.test(given) ? given : null;
  if (!browserId) {
    reply.setCookie(COOKIE, crypto.randomBytes(16).toString('base64url'), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: https,
      maxAge: KEEP_SECONDS,
    });
  }
  return { clientAddress: request.ip, browserId, key: browserId ? `browser:${browserId}` : `address:${request.ip}` };
}
