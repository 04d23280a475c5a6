/** English month names, for dates written out in copy ('January 15, 2025'). */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The name of a month numbered as in ISO dates (1 = January); undefined outside 1-12. */
export function monthName(month: number): string | undefined {
  return MONTH_NAMES[month - 1];
}
