/** An amount in integer cents as people read it, e.g. 1000 cad → "$10.00" (Canadian English). */
export function formatAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** A whole-or-cents dollar amount as the host and ticket screens show it: "$45.00", "$2,160.00". */
export const dollars = (amount: number) =>
  `$${(Math.round(amount * 100) / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
