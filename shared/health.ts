import { Type } from '@sinclair/typebox';

/** GET /api/health: the process is up and its database answers (no version: it would only help an attacker). */
export const Health = Type.Object({ status: Type.Literal('ok') });
