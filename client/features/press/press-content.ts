/** The press coverage shown on /press. Replace the article fields when new coverage appears. */
export interface PressArticle {
  outlet: string;
  headline: string;
  /** Shown as written, e.g. 'January 2025'. */
  published: string;
  excerpt: string;
  url: string;
}

export const PRESS_ARTICLE: PressArticle = {
  outlet: 'Toronto community press',
  headline: 'Coffee with strangers: the Toronto start-up putting people into small weekend groups',
  published: 'January 2025',
  excerpt:
    'Instead of endless swiping, members pick privately who they would like to meet, and a handful of people who picked each other ' +
    'end up around one coffee-shop table on a Saturday morning.',
  url: 'https://www.blogto.com/',
};
