/** Today's date on this device, 'YYYY-MM-DD' (the calendar's days are the host's own). */
export const localToday = (at = new Date()) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
