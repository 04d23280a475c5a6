import { Type, type Static } from '@sinclair/typebox';
import { NOT_BLANK, StringEnum } from './contract';
import { SEXES } from './onboarding';

// The interest routes' schemas (listed per route in shared/api-contract.ts). The client imports this file for types only.

/** GET /api/interests/ai-prompt-examples?age=&sex= (both optional; an empty value counts as absent). */
export const AiPromptExamplesQuery = Type.Object({
  age: Type.Optional(Type.String()),
  sex: Type.Optional(StringEnum([...SEXES, ''], { errorMessage: 'Please choose male or female.' })),
});
/** One example interest shown inside the AI prompt (docs/product-rules.md#interests: name, lookingFor, canContribute). */
const AiPromptExample = Type.Object({ name: Type.String(), lookingFor: Type.String(), canContribute: Type.String() });
export type AiPromptExample = Static<typeof AiPromptExample>;
export const AiPromptExamples = Type.Object({ examples: Type.Array(AiPromptExample) });

/** GET /api/interests/examples?interestName=&type=want|offer&index=n (docs/product-rules.md#interests: with the missing-name text). */
export const InterestExampleQuery = Type.Object({
  interestName: Type.String({ pattern: NOT_BLANK, errorMessage: 'Interest name is missing' }),
  type: StringEnum(['want', 'offer'], { errorMessage: 'type must be want or offer.' }),
  index: Type.Optional(Type.String({ pattern: '^\\d{1,9}$', errorMessage: 'index must be a whole number from 0.' })),
});
export const InterestExample = Type.Object({ text: Type.String() });

export const AI_RESPONSE_MAX = 20_000;
/** POST /api/interests/{id}/ai-response: the pasted AI answer, kept on the member's own interest. */
export const AiResponseParams = Type.Object({ id: Type.String() });
export const AiResponseBody = Type.Object({
  aiResponseText: Type.String({
    pattern: NOT_BLANK,
    maxLength: AI_RESPONSE_MAX,
    errorMessage: { maxLength: `The AI response can be at most ${AI_RESPONSE_MAX} characters.`, other: 'The AI response is empty.' },
  }),
});
export const AiResponseSaved = Type.Object({ interestId: Type.String(), saved: Type.Literal(true) });
