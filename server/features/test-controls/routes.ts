import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import type { TestControls } from './controls';

const Instant = Type.String({ minLength: 1, maxLength: 40 });
const Flag = Type.Optional(Type.Boolean());
export const ResetBody = Type.Object(
  {
    clock: Type.Optional(Type.Union([Instant, Type.Null()])),
    demoData: Flag,
    switches: Type.Optional(
      Type.Object(
        { requireInviteCode: Flag, peopleBrowsing: Flag, availability: Flag, experiences: Flag },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export const ClockBody = Type.Object({ at: Instant }, { additionalProperties: false });
const Now = Type.Object({ now: Type.String() });

function instant(field: string, raw: string): Date {
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) throw new AppError('validation-failed', 400, 'Some fields need another look.', { [field]: 'not a date' });
  return at;
}

/**
 * POST /test/reset and POST /test/clock, outside /api (no member ever calls them): registered only when the
 * configuration has TEST_CONTROLS=on, which it refuses outside NODE_ENV=test and off loopback.
 */
export default async function testControlRoutes(app: FastifyInstance, { controls }: { controls: TestControls }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post('/test/reset', { schema: { body: ResetBody, response: { 200: Now } } }, async (request) => {
    if (request.body.clock) instant('clock', request.body.clock);
    return controls.reset(request.body);
  });
  api.post('/test/clock', { schema: { body: ClockBody, response: { 200: Now } } }, async (request) =>
    controls.setClock(instant('at', request.body.at)),
  );
}
