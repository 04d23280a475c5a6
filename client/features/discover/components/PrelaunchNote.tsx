import type { CycleWeek } from '../../../../shared/discover';
import { prelaunchUntil } from '../batch-rules';
import { monthDayLabel } from '../../../../shared/date-labels';

/** The pre-launch notice (docs/product-rules.md#discover-and-picks), while discover is not open yet. */
export default function PrelaunchNote({ week }: { week: CycleWeek }) {
  const until = prelaunchUntil(week, new Date());
  if (!until) return null;
  return <p className="card">users cannot see each other until {monthDayLabel(until, week.timeZone)}</p>;
}
