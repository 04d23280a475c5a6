import { type Static, Type } from '@sinclair/typebox';
import { NOT_BLANK, Nullable, StringEnum } from './contract';
import { FORMAT_NOTICE_KINDS, HOST_MESSAGE, NOTICE_COPY } from './format-notices';

// The notices of a published format and the host's message to their participants, listed per route in
// shared/api-contract.ts. A notice says only what its one recipient may know.

const Id = Type.String({ minLength: 1, maxLength: 64 });
export const FormatNoticeParams = Type.Object({ id: Id, noticeId: Type.String({ minLength: 1, maxLength: 200 }) });

/** One notice, as the app lists it (newest first): the same words as its e-mail. */
export const FormatNotice = Type.Object({
  id: Type.String(),
  kind: StringEnum(FORMAT_NOTICE_KINDS),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
});
export type FormatNotice = Static<typeof FormatNotice>;

/** The host writes to the paid participants of one group (its id) or of the whole format (null). */
export const HostMessageBody = Type.Object(
  {
    groupId: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
    text: Type.String({
      minLength: HOST_MESSAGE.min,
      maxLength: HOST_MESSAGE.max,
      pattern: NOT_BLANK,
      errorMessage: { maxLength: NOTICE_COPY.messageTooLong, other: NOTICE_COPY.messageBlank },
    }),
  },
  { additionalProperties: false },
);
export type HostMessageBody = Static<typeof HostMessageBody>;
/** How many people the message went to. */
export const HostMessageSent = Type.Object({ sent: Type.Integer() });
