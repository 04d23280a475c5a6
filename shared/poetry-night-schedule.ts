/** When poetry nights run, as data (experiences.ts holds the real one): the next few of a weekday. */
export interface PoetryNightSchedule {
  /** 0 is Sunday. */
  weekday: number;
  /** Local clock time the evening starts, shown as written, e.g. '7 PM'. */
  startsAt: string;
  /** How many upcoming evenings are offered at once. */
  offered: number;
  /** The venue's time zone: "today" is the venue's today. */
  timeZone: string;
}
