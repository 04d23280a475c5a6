import crypto from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API, type ApiRoute } from '../../../shared/api-contract';
import { MemberCard } from '../../../shared/discover-contract';
import { GroupView } from '../../../shared/groups-contract';
import { idempotencyScopeOf, runIdempotent } from '../../../server/plugins/idempotency';
import { createSignedInUser } from '../../helpers/accounts';
import { PRIVATE_KEYS } from '../../helpers/private-keys';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  // Once per app: its PostgreSQL schema is dropped by the first close.
  await t?.close();
  t = undefined;
});

/** Answers about the caller alone: their account, their own profile with its preferences, their own picks. */
const OWN_DATA: ApiRoute[] = [
  'GET /auth/me',
  'GET /users/currentUser',
  'POST /auth/magic-link/code',
  'POST /auth/magic-link/secret',
  'POST /auth/callback/:provider',
  'POST /profiles',
  'GET /profiles',
  'POST /profiles/updateProfileProperty',
  'GET /picks',
  'PUT /picks/:profileId',
  // The member's own export: its picks are the member's own (tests/server/features/my-data checks nobody else's).
  'GET /users/me/data',
  // The member's own notification channels: `email` there is whether to mail them, not an address.
  'GET /notifications/preferences',
  'PUT /notifications/preferences',
  // The member's own videos, with where their review stands.
  'POST /videos/upload',
  'POST /videos/uploads/finish',
  'GET /videos/mine',
  // The person's own levels for the others interested in a format (tests/server/features/programs checks nobody else's).
  'GET /event-format/:id/cards',
];
/** Answers only admins get (403 for everyone else): the video review queue carries each video's review. */
const ADMIN_ONLY: ApiRoute[] = [
  'GET /review/videos',
  'POST /review/videos/:videoId/approve',
  'POST /review/videos/:videoId/reject',
  'GET /review/reports',
];

/** Every property name a schema can carry, however deep (objects, arrays, records, unions). */
function declaredKeys(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((inner) => declaredKeys(inner, found));
  else if (schema && typeof schema === 'object') {
    const node = schema as Record<string, unknown>;
    for (const key of Object.keys((node.properties as object | undefined) ?? {})) found.add(key);
    for (const inner of Object.values(node)) declaredKeys(inner, found);
  }
  return found;
}

const card: MemberCard = {
  id: crypto.randomUUID(),
  firstName: 'Ana',
  age: 31,
  userSex: 'female',
  photoUrl: null,
  location: 'CA:ON:Toronto',
  neighborhoods: ['midtown'],
  availableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
  canHost: true,
  interests: [{ name: 'book club', lookingFor: 'people who read', contribute: 'a shelf of novels' }],
  bucketList: ['swim in the lake in january'],
  sharedInterests: ['book club'],
};
/** What a careless server object might carry next to the card: her private preferences and a pick. */
const leaked = {
  preferredSex: ['male'],
  minIdealAge: 29,
  maxIdealAge: 41,
  relationshipStatus: 'open',
  discoveryPreference: 'other',
  discoveryPreferenceOther: 'long walks by the lake',
  level: 5,
  email: 'ana@example.com',
};

const group: GroupView = {
  id: crypto.randomUUID(),
  week: '2026-11-19',
  status: 'inviting',
  slot: 'sat-9',
  meetsAt: '2026-11-21T14:00:00.000Z',
  timeZone: 'America/Toronto',
  neighborhood: 'midtown',
  inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
  myInvite: 'invited',
  members: [{ profileId: card.id, firstName: 'Ana', photoUrl: null, isVenueBooker: false, inviteStatus: 'accepted', isMe: false }],
  sharedInterests: [],
  venue: null,
  deposit: { status: 'none', amountCents: 1000, currency: 'cad', demo: true },
  checkIn: null,
  meetAgain: null,
};

/** Routes answering with the shared schemas, fed objects that carry more than the schemas declare. */
function leakyRoutes(app: FastifyInstance) {
  app.get('/test/card', { schema: { response: { 200: MemberCard } } }, async () => ({ ...card, ...leaked }));
  app.get('/test/group', { schema: { response: { 200: GroupView } } }, async () => ({
    ...group,
    pickedYou: true,
    members: group.members.map((member) => ({ ...member, ...leaked, mutual: true })),
  }));
  app.put('/test/picks/:profileId', { schema: API['PUT /picks/:profileId'], config: { idempotency: 'required' } }, (request, reply) =>
    runIdempotent(request, reply, (commit) =>
      commit(async () => ({
        status: 200,
        body: { profileId: card.id, level: 3, updatedAt: '2026-11-20T10:00:00.000Z', pickedBy: ['someone'] },
      })),
    ),
  );
}

describe('response schemas drop what they do not declare: a second guard for picks and preferences', () => {
  it('a member card built from an object with private preferences and a pick comes back with the card only', async () => {
    t = await buildTestApp({ extraRoutes: leakyRoutes });
    const res = await t.app.inject({ url: '/test/card' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(card);
  });

  it('a group view whose members carry pick flags and preferences comes back without them', async () => {
    t = await buildTestApp({ extraRoutes: leakyRoutes });
    const res = await t.app.inject({ url: '/test/group' });
    expect(res.json()).toEqual(group);
  });

  it('an idempotent answer is stored and replayed as its schema serialised it, never with an extra field', async () => {
    t = await buildTestApp({ extraRoutes: leakyRoutes });
    const { app } = t;
    const account = await createSignedInUser(app.db);
    const key = crypto.randomUUID();
    const send = () =>
      app.inject({
        method: 'PUT',
        url: `/test/picks/${card.id}`,
        payload: { level: 3 },
        headers: { 'idempotency-key': key },
        cookies: { sid: account.sessionId },
      });
    const first = await send();
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.json()).toEqual({ profileId: card.id, level: 3, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(replay.body).toBe(first.body);
    const stored = (await app.repos.idempotency.find(idempotencyScopeOf(account.email), key))!;
    expect(stored.responseBody).not.toContain('pickedBy');
  });

  it('the member card and group view schemas, and every answer about others, declare no private key', () => {
    for (const schema of [MemberCard, GroupView]) expect(PRIVATE_KEYS.filter((key) => declaredKeys(schema).has(key))).toEqual([]);
    for (const [route, contract] of Object.entries(API) as [ApiRoute, { response: Record<number, TSchema> }][]) {
      if (OWN_DATA.includes(route) || ADMIN_ONLY.includes(route)) continue;
      const keys = declaredKeys(contract.response);
      expect(
        PRIVATE_KEYS.filter((key) => keys.has(key)),
        route,
      ).toEqual([]);
    }
  });
});
