import { CITY_NAMES, type FormatCity, NEIGHBOURHOODS } from '../../../../../shared/format-places';
import { FORMAT_CITIES } from '../../../../../shared/event-formats';
import type { StepProps } from './step-props';

/** Where: the city, then the neighbourhood (with suggestions), then optional venue details; and an online option. */
export default function EventLocationStep({ draft, update }: StepProps) {
  const { location } = draft;
  const set = (change: Partial<typeof location>) => update((now) => ({ location: { ...now.location, ...change } }));
  const city = location.city;
  const summary = city
    ? `${location.neighborhood.trim() ? `${location.neighborhood.trim()}, ` : ''}${CITY_NAMES[city].name}${location.isOnline ? ', and online' : ''}`
    : location.isOnline
      ? 'online, and a city still to choose'
      : 'no place chosen yet';
  return (
    <>
      <div className="field">
        <label htmlFor="format-city">city</label>
        <select id="format-city" value={city} onChange={(event) => set({ city: event.target.value as FormatCity | '' })}>
          <option value="">choose a city</option>
          {FORMAT_CITIES.map((value) => (
            <option key={value} value={value}>
              {CITY_NAMES[value].name}
            </option>
          ))}
        </select>
      </div>
      {city && (
        <div className="field">
          <label htmlFor="format-neighbourhood">neighbourhood</label>
          <input
            id="format-neighbourhood"
            type="text"
            list="neighbourhood-suggestions"
            maxLength={80}
            autoComplete="off"
            value={location.neighborhood}
            onChange={(event) => set({ neighborhood: event.target.value })}
          />
          <datalist id="neighbourhood-suggestions">
            {NEIGHBOURHOODS[city].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
      )}
      {city && location.neighborhood.trim() && (
        <div className="field">
          <label htmlFor="format-venue">venue details (optional)</label>
          <textarea
            id="format-venue"
            rows={3}
            maxLength={500}
            value={location.venueDetails}
            placeholder="the café, studio or park, and anything people should know to find it"
            onChange={(event) => set({ venueDetails: event.target.value })}
          />
        </div>
      )}
      <div className="field">
        <label className="field-check">
          <input type="checkbox" checked={location.isOnline} onChange={(event) => set({ isOnline: event.target.checked })} />
          Also offer online option
        </label>
      </div>
      <p className="create-event__summary">
        <strong>where:</strong> {summary}
      </p>
    </>
  );
}
