/** How many people a program or an experience takes, as programs, experiences and their cards show it. */
export interface GroupSizeRange {
  min: number;
  max: number;
}

/** '8-12 people', or '6 people' when the range is a single size. */
export function formatGroupSize({ min, max }: GroupSizeRange): string {
  return min === max ? `${min} people` : `${min}-${max} people`;
}
