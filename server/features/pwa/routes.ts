import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandId } from '../../../shared/brands';
import type { ErrorBody } from '../../../shared/errors';
import { brandForHost } from '../brands/brand-for-host';
import { withFirstPaintScript } from './first-paint-csp';
import { brandIndexPages } from './index-html';
import { webAppManifest } from './manifest';
import { loadPrerenderedPages } from './prerendered-pages';

export interface PwaOptions {
  clientDir: string;
  brandHosts: Record<string, BrandId>;
  /** The session cookie's name: a request carrying it gets the shell, never a pre-rendered public page. */
  sessionCookie: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed build output never changes under its name; everything else is checked with the server each time. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Serves the built PWA: files, the brand's index.html for every client route, and the brand's manifest. */
export default async function pwaRoutes(app: FastifyInstance, options: PwaOptions) {
  const indexFile = path.join(options.clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const pages = built ? brandIndexPages(fs.readFileSync(indexFile, 'utf8')) : null;
  const prerendered = built ? loadPrerenderedPages(options.clientDir) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      preCompressed: true,
      // .vite/ holds the build manifest and the pre-rendered pages (sent only through sendIndex below).
      allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.startsWith('/.vite/'),
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(options.clientDir, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', cacheControlFor(relative));
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const brand = brandForHost(request.headers.host, options.brandHosts);
    // A public page comes with its content for a visitor without a session (it is what they all see first);
    // someone with a session cookie may be a member, whom the landing redirects: they get the shell, as before.
    const pathname = request.url.split('?')[0]!;
    const signedInMaybe = Boolean(request.cookies[options.sessionCookie]);
    const page = (!signedInMaybe && prerendered?.[brand].get(pathname)) || pages[brand];
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withFirstPaintScript(policy));
    return reply.header('Cache-Control', REVALIDATE).header('Vary', 'Host, Cookie').type('text/html; charset=utf-8').send(page);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.get('/manifest.webmanifest', async (request, reply) => {
    const brand = brandForHost(request.headers.host, options.brandHosts);
    return reply.header('Cache-Control', REVALIDATE).header('Vary', 'Host').type('application/manifest+json').send(webAppManifest(brand));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/media/') &&
      !path.extname(url);
    if (isPage) return sendIndex(request, reply);
    return reply.status(404).send({ message: 'There is nothing at this address.', code: 'not-found' } satisfies ErrorBody);
  });
}
