/**
 * The 'people joined this week' figure on the closing call to action (docs/product-rules.md#public-pages). There is only a
 * starting value, not a live source, so it is this fixed number until the server reports one.
 */
export const PEOPLE_JOINED_THIS_WEEK = 52;
