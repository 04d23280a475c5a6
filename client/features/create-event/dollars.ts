/** A ticket amount as the wizard shows it: "$45.00" (tickets are in US dollars, said once at the price field). */
export const dollars = (amount: number) => `$${(Math.round(amount * 100) / 100).toFixed(2)}`;
