/** The press article on /press, as the installation configures it (PRESS_ARTICLE_* in the README). */
export interface PressArticle {
  url: string;
  outlet: string;
  headline: string;
  /** Shown as written, e.g. 'January 2025'; may be empty. */
  published: string;
}

/**
 * Links that belong to an installation, not to the code (GET /api/site-links): the press article and the builders'
 * interest form. Null when not configured: /press then says there is no coverage yet, and /shopify-builders asks
 * builders to write to the contact address instead of pointing at a placeholder.
 */
export interface SiteLinks {
  pressArticle: PressArticle | null;
  buildersFormUrl: string | null;
}
