import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { type Answer, type Commit, runIdempotent, runIdempotentChange } from '../../plugins/idempotency';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';
import { foldSpecSpellings } from '../../plugins/spec-spellings';
import type { UserRow } from '../auth/repo';
import type { InvitesService } from '../invites/service';
import { processPhoto } from '../media/photo-processing';
import { secondsToWait, subject, type Limit } from '../rate-limits/limits';
import { photoStore } from '../media/photo-store';
import { readProfileForm } from './profile-form';
import { parseProfileJson } from './profile-json';
import { parsePropertyUpdate } from './property-changes';
import { PROFILE_EXISTS, PROFILE_NOT_FOUND, profilesService } from './service';

/** New photos per member: re-encoding one costs real CPU, and nobody needs more than this in a day. */
export const PHOTO_CHANGES_LIMIT: Limit = { count: 20, windowMs: 24 * 60 * 60 * 1000 };

export interface ProfileRouteOptions {
  dataDir: string;
  now: () => Date;
  invites: InvitesService;
}

/** POST /profiles (multipart), GET /profiles, POST /profiles/updateProfileProperty (docs/product-rules.md#onboarding-and-profile). */
export default async function profileRoutes(app: FastifyInstance, options: ProfileRouteOptions) {
  const service = profilesService(app.repos, options.now, options.invites);
  const photos = photoStore(app.media);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // Multipart: the contract declares the answer; ProfileJson and Photo are read and checked here.
  api.post('/profiles', { schema: API['POST /profiles'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    const form = await readProfileForm(request);
    const identity = {
      ProfileJson: form.profileJson ?? null,
      Photo: form.photo && crypto.createHash('sha256').update(form.photo).digest('hex'),
    };
    return runIdempotent(
      request,
      reply,
      async (commit) => {
        // A member with a profile sends it again for a new photo (/settings): only the photo is taken.
        if (form.photo && (await service.exists(user.id))) return replacePhoto(user, form.photo, commit);
        const profile = parseProfileJson(form.profileJson);
        // Checked again inside the transaction; this early answer saves re-encoding a photo for nothing.
        if (await service.exists(user.id)) throw PROFILE_EXISTS();
        const photoFile = form.photo ? await photos.save(await processPhoto(form.photo)) : null;
        let answer: Answer;
        try {
          answer = await commit(async () => ({ status: 201, body: await service.create(user, profile, photoFile) }));
        } catch (error) {
          if (photoFile) await photos.remove(photoFile);
          throw error;
        }
        // After the commit, before the answer: a member who joins once this week's batches are out gets theirs from
        // the late joiners' job (a worker thread in the server: the ranking never runs on this thread). The answer
        // waits for it because the client fetches the batch once, right after this answer (use-home-refresh.ts).
        await request.server.memberJoined(user.id);
        return answer;
      },
      identity,
    );
  });

  /**
   * The photo is stored before the commit and removed if the commit fails; the replaced one goes after it. At most
   * PHOTO_CHANGES_LIMIT a day: checked before the work, counted with the commit (a refused photo does not count).
   */
  async function replacePhoto(user: UserRow, photo: Buffer, commit: Commit): Promise<Answer> {
    const { rateLimits: hits } = app.repos;
    const member = subject('user', user.id);
    const wait = await secondsToWait(hits, 'profile-photo', [{ limit: PHOTO_CHANGES_LIMIT, subject: member }], options.now());
    if (wait > 0) {
      throw new AppError('rate-limited', 429, 'You have changed your photo many times today. Please try again later.', undefined, {
        'Retry-After': String(wait),
      });
    }
    const photoFile = await photos.save(await processPhoto(photo));
    let replaced: string | null = null;
    let answer: Answer;
    try {
      answer = await commit(async () => {
        const at = options.now();
        await hits.pruneBefore('profile-photo', new Date(at.getTime() - PHOTO_CHANGES_LIMIT.windowMs).toISOString());
        await hits.record('profile-photo', [member], at.toISOString());
        const result = await service.replacePhoto(user, photoFile);
        replaced = result.replaced;
        return { status: 200, body: result.answer };
      });
    } catch (error) {
      await photos.remove(photoFile);
      throw error;
    }
    if (replaced) await photos.remove(replaced);
    return answer;
  }

  // The spec passes ?location=; a member has one profile, so it only has to be the member's own.
  api.get('/profiles', { schema: API['GET /profiles'] }, async (request, reply) => {
    const user = requireUser(request);
    const profile = await service.ownProfile(user.id);
    if (!profile) throw PROFILE_NOT_FOUND();
    return reply.header('Cache-Control', 'no-store').send(profile);
  });

  api.post(
    '/profiles/updateProfileProperty',
    { schema: API['POST /profiles/updateProfileProperty'], config: { idempotency: 'required' }, preValidation: foldSpecSpellings },
    async (request, reply) => {
      const user = requireUser(request);
      const update = parsePropertyUpdate(request.body);
      return runIdempotentChange(request, reply, async () => ({ status: 200, body: await service.update(user.id, update) }));
    },
  );
}
