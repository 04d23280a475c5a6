/** An amount in integer cents as people read it, e.g. 1000 cad → "$10.00" (Canadian English). */
export function formatAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** A whole-or-cents dollar amount as the host and ticket screens show it: "$45.00", "$2,160.00". */
export const dollars = (amount: number) =>
  `$${(Math.round(amount * 100) / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An amount with its currency, where money is paid or given back, so Canadian dollars are not read as US: "$270.00 CAD". */
export const dollarsIn = (amount: number, currency: string) => `${dollars(amount)} ${currency.toUpperCase()}`;

/** A sales tax included in a city's prices, as a receipt names it: "HST" at 13 percent. */
export interface IncludedTax {
  name: string;
  percent: number;
}

/**
 * The tax included in a tax-inclusive amount, amount - amount / (1 + rate), to the cent, half a cent up. Worked in
 * whole numbers (the rate in thousandths of a percent) so a half cent is exactly half, whatever floats would make of it.
 */
export function includedTaxCents(amountCents: number, percent: number): number {
  const rate = Math.round(percent * 1000);
  const over = 100_000 + rate;
  return Math.floor((2 * amountCents * rate + over) / (2 * over));
}
