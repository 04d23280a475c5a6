import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';
import { HOST_PAYOUTS } from './host-payouts';

/** The press article on /press, as the installation configures it (PRESS_ARTICLE_* in the README). */
export const PressArticle = Type.Object({
  url: Type.String(),
  outlet: Type.String(),
  headline: Type.String(),
  /** Shown as written, e.g. 'January 2025'; may be empty. */
  published: Type.String(),
});
export type PressArticle = Static<typeof PressArticle>;

/**
 * What belongs to an installation, not to the code (GET /api/site-links): the press article, the builders' interest
 * form, the number hosts may text, and how hosts are paid out. Null when not configured: /press then says there is no
 * coverage yet, /shopify-builders asks builders to write to the contact address instead of pointing at a placeholder,
 * and the hosts page's chat gives the contact address instead of a number.
 */
export const SiteLinks = Type.Object({
  pressArticle: Nullable(PressArticle),
  buildersFormUrl: Nullable(Type.String()),
  hostsPhone: Nullable(Type.String()),
  hostPayouts: StringEnum(HOST_PAYOUTS),
});
export type SiteLinks = Static<typeof SiteLinks>;
