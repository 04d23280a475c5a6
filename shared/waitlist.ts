import { Type } from '@sinclair/typebox';
import { StringEnum } from './contract';
import { CITY_OPTIONS, TORONTO } from './onboarding';

/** The cities a lead can be for: every city we offer but Toronto, which is open already, and 'Other'. */
export const WAITLIST_CITIES = CITY_OPTIONS.map((option) => option.value).filter((value) => value !== TORONTO);
export const CITY_OR_POSTAL_CODE_MAX = 80;
export const CITY_OR_POSTAL_CODE_TOO_LONG = `Your city or postal code can be at most ${CITY_OR_POSTAL_CODE_MAX} characters.`;

/**
 * POST /api/waitlist (spellings folded to camelCase first). Toronto passes the schema so that the route can say it
 * is open; the free text's length is checked after its spaces are tidied, by the route.
 */
export const WaitlistBody = Type.Object({
  location: StringEnum(
    CITY_OPTIONS.map((option) => option.value),
    { errorMessage: `Choose one of: ${WAITLIST_CITIES.join(', ')}.` },
  ),
  cityOrPostalCode: Type.Optional(Type.Union([Type.String(), Type.Null()], { errorMessage: CITY_OR_POSTAL_CODE_TOO_LONG })),
});
export const WaitlistSaved = Type.Object({ saved: Type.Literal(true) });
