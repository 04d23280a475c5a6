import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { MemberCard } from '../../../shared/discover';
import type { Repos } from '../../plugins/repos';
import { requireUser } from '../auth/session-plugin';
import { shownVideosOf } from '../videos/member-videos';
import { memberCardOf } from './member-card';
import { PROFILE_NOT_FOUND } from '../profiles/service';

/**
 * The member's own card built by the very projection every batch uses for everyone else (discover/member-card.ts),
 * so what the member previews is what others get. No viewer is in front of it, so no interest is marked shared; the
 * videos are those a member who may see videos gets.
 */
export async function previewCardOf(repos: Repos, userId: string): Promise<MemberCard> {
  // find() first: it gives an id to a profile made before profiles had ids, as every card needs one.
  if (!(await repos.profiles.find(userId))) throw PROFILE_NOT_FOUND();
  const row = (await repos.discover.byUserId(userId))!;
  const card = memberCardOf(row, await repos.discover.interestsOf(userId), []);
  // As a member who may see videos sees it: the approved ones, once the member is discoverable by video.
  return { ...card, videos: (await shownVideosOf(repos.videos, [userId])).get(userId) ?? [] };
}

/** GET /profiles/preview (settings "preview", docs/product-rules.md#discover-and-picks): the member's card exactly as others see it. */
export default async function profilePreviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/profiles/preview', { schema: API['GET /profiles/preview'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await previewCardOf(request.server.repos, user.id));
  });
}
