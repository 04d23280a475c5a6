import { monthName } from './month-names';
import { localTime } from './weekly-cycle';

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11-13 → 'th', 22 → '22nd'. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "thursday, november 26": the local date of an instant in the city's time zone. */
export function dayLabel(iso: string | Date, timeZone: string): string {
  const local = localTime(new Date(iso), timeZone);
  return `${WEEKDAY_NAMES[local.weekday]}, ${monthName(local.month)!.toLowerCase()} ${local.day}`;
}

/** "noon", "9 am", "11:30 am", "7 pm": the local clock time of an instant. */
export function clockLabel(iso: string | Date, timeZone: string): string {
  const { hour, minute } = localTime(new Date(iso), timeZone);
  if (hour === 12 && minute === 0) return 'noon';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "thursday, november 26 at noon". */
export function momentLabel(iso: string | Date, timeZone: string): string {
  return `${dayLabel(iso, timeZone)} at ${clockLabel(iso, timeZone)}`;
}

/** "February 14th", as in the pre-launch notice "users cannot see each other until February 14th". */
export function monthDayLabel(iso: string | Date, timeZone: string): string {
  const local = localTime(new Date(iso), timeZone);
  return `${monthName(local.month)} ${ordinal(local.day)}`;
}
