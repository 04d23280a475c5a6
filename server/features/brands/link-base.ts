import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** Links in mail point at the host the person is using when it is one of ours (so the brand matches), else PUBLIC_URL. */
export function linkBase(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'brandHosts'>): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const known = Object.hasOwn(config.brandHosts, host.replace(/:\d+$/, ''));
  return known ? `${new URL(config.publicUrl).protocol}//${host}` : config.publicUrl;
}
