import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Who is asking to sign in: their client address and the browser, known by a cookie only the server can make. */
export interface Requester {
  clientAddress: string;
  /** The id the browser came back with (signed by us, so never chosen by the client), or null. */
  browserId: string | null;
  /** The id this request's code is kept under: the one it came back with, or the one given with this answer. */
  ownBrowserId: string;
}

const COOKIE = 'sign_in_browser';
/** Long enough for "a browser that signed in before" to mean something; Chromium keeps a cookie at most 400 days. */
export const BROWSER_COOKIE_SECONDS = 180 * 24 * 60 * 60;

function setBrowserCookie(reply: FastifyReply, browserId: string, https: boolean): void {
  reply.setCookie(COOKIE, browserId, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    maxAge: BROWSER_COOKIE_SECONDS,
    signed: true,
  });
}

/**
 * Reads the requester; a browser without a valid cookie gets a new one with this answer. A made-up or altered cookie
 * is not a browser id: the cookie is signed with the server's key (@fastify/cookie), so nobody can claim another
 * person's browser, and what a browser is allowed (its own code, the owner's limits) cannot be had by inventing one.
 */
export function requesterOf(request: FastifyRequest, reply: FastifyReply, https: boolean): Requester {
  const given = request.cookies[COOKIE];
  const unsigned = given ? request.unsignCookie(given) : null;
  const browserId = unsigned?.valid && unsigned.value ? unsigned.value : null;
  const ownBrowserId = browserId ?? crypto.randomBytes(16).toString('base64url');
  // Sent again each time, so a browser in use keeps its cookie as long as it is used.
  setBrowserCookie(reply, ownBrowserId, https);
  return { clientAddress: request.ip, browserId, ownBrowserId };
}
