import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser tells us where a request comes from (Sec-Fetch-Site, or at least Origin). Unsafe requests from
 * another site are refused, so a page elsewhere cannot act with a member's cookies. Requests without either
 * header are not from a browser page (curl, server-to-server) and carry no ambient cookies worth stealing.
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>, host: string | undefined): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Where Stripe.js and its card fields come from and talk to (Stripe's documented CSP), when card payments are on. */
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

export default fp(async function security(app: FastifyInstance, options: { https: boolean; stripeJs?: boolean }) {
  const stripe = options.stripeJs === true;
  // Helmet's headers, built once. @fastify/helmet 13 builds the middleware again on every request (its
  // buildHelmetOnRoutes calls helmet(configuration) per request, parsing the CSP directives each time): about 6% of the
  // server's CPU under bench:discover's load. The app sets no per-route helmet options, which is all it added.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE_API : [])],
        frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense where the app is served over https; on http://localhost it would be ignored or harmful.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=(self)');
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request.headers, request.headers.host)) {
      throw new AppError('cross-site-request', 403, 'This request came from another site and was refused.');
    }
    const type = request.headers['content-type'];
    // text/plain is how cross-site forms and no-preflight fetches smuggle bodies; the API never takes it.
    if (typeof type === 'string' && type.toLowerCase().startsWith('text/plain')) {
      throw new AppError('unsupported-media-type', 415, 'Send JSON (application/json) or a multipart form.');
    }
  });
});
