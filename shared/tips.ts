/**
 * The optional tip after a get-together (docs/product-rules.md#tips: "The service is free, with an optional tip after a
 * get-together"). Offered to the members who were there, from the meetup for a week (as "would you
 * meet them again?"), in the deposit's currency. Amounts in cents.
 */
export const TIP_CHOICES_CENTS = [300, 500, 1000] as const;
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 10_000;

export const TIP_COPY = {
  heading: 'leave a tip?',
  intro: 'the service is free. if the get-together was worth it, a tip keeps it running. it is optional, and nobody in your group is told.',
  amountInvalid: `A tip is a whole number of dollars, from ${TIP_MIN_CENTS / 100} to ${TIP_MAX_CENTS / 100}.`,
  closed: 'A tip can be left by the members who came, from the meetup until a week after it.',
  declined: 'Your card was declined, so no tip was taken. You can try again.',
  cardNeeded: 'A tip is paid with a saved card: save one on your deposit page (/payment), then try again.',
  unavailable: 'The tip could not be taken just now; nothing was charged. Try again in a moment.',
  paid: 'thank you! your tip was received.',
  demo: 'demo mode: no money moves.',
} as const;

/** A tip in dollars as the member typed it ("5", "5.00"), in cents; null unless whole dollars within the limits. */
export function tipCentsOf(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3})(?:\.00?)?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100;
  return cents >= TIP_MIN_CENTS && cents <= TIP_MAX_CENTS ? cents : null;
}
