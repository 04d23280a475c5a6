import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminsRepo } from '../../../../server/features/admins/repo';
import type { OwnVideo } from '../../../../shared/videos';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';

/** POST /api/videos/upload as the member's recorder sends it (multipart: location, promptId, promptType, video). */
export async function uploadVideo(
  app: FastifyInstance,
  member: TestAccount,
  bytes: Buffer,
  prompt: { promptId: string; promptType: 'fun' | 'useful' } = { promptId: 'hidden_talent', promptType: 'fun' },
): Promise<OwnVideo> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ location: 'CA:ON:Toronto', ...prompt })) form.append(name, value);
  form.append('video', new Blob([new Uint8Array(bytes)], { type: 'video/webm' }), 'recording.webm');
  const request = new Request('http://localhost/api/videos/upload', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/videos/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json() as OwnVideo;
}

/** An admin, made the way `npm run admin -- grant` makes one. */
export async function createAdmin(app: FastifyInstance): Promise<TestAccount> {
  const admin = await createSignedInUser(app.db, { email: `admin-${crypto.randomUUID()}@example.com` });
  await adminsRepo(app.db).setAdmin(admin.email, true);
  return admin;
}
