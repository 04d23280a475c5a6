import ICAL from 'ical.js';

/** The events of an iCalendar file, read by a real iCalendar parser (Mozilla's ical.js): its METHOD and each event's properties. */
export function calendarEvents(ics: string): { method: string | undefined; events: Record<string, string>[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const text = (value: unknown) => (value instanceof ICAL.Time ? value.toICALString() : String(value));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((event) =>
      Object.fromEntries(event.getAllProperties().map((property) => [property.name.toUpperCase(), text(property.getFirstValue())])),
    );
  const method = calendar.getFirstPropertyValue('method');
  return { method: method === null ? undefined : String(method), events };
}
