/** An amount in integer cents as people read it, e.g. 1000 cad → "$10.00" (Canadian English). */
export function formatAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
