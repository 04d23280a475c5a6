/** docs/product-rules.md#discover-and-picks: the thumbnail grid has 4 columns when the count divides by 4, else 3. */
export function videoGridColumns(count: number): 3 | 4 {
  return count > 0 && count % 4 === 0 ? 4 : 3;
}
