import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './contract';

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
 * Links that belong to an installation, not to the code (GET /api/site-links): the press article and the builders'
 * interest form. Null when not configured: /press then says there is no coverage yet, and /shopify-builders asks
 * builders to write to the contact address instead of pointing at a placeholder.
 */
export const SiteLinks = Type.Object({
  pressArticle: Nullable(PressArticle),
  buildersFormUrl: Nullable(Type.String()),
});
export type SiteLinks = Static<typeof SiteLinks>;
