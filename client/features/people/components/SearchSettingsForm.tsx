import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_PEOPLE_FILTERS, type PeopleFilters } from '../../../../shared/people-filters';
import { savePeopleFilters } from '../actions';
import AgeSelect from './AgeSelect';

const SEXES = [
  { value: 'any', label: 'everyone' },
  { value: 'female', label: 'women' },
  { value: 'male', label: 'men' },
] as const;

/** The Search Settings being edited; Apply (or Clear All) saves them on the device and returns to the people list. */
export default function SearchSettingsForm({ saved }: { saved: PeopleFilters }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState(saved);
  const set = (patch: Partial<PeopleFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const apply = (chosen: PeopleFilters) => void savePeopleFilters(chosen).then(() => navigate('/emberite/people'));
  const backwards = filters.ageMin !== null && filters.ageMax !== null && filters.ageMax < filters.ageMin;
  return (
    <form
      className="search-settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!backwards) apply(filters);
      }}
    >
      <fieldset>
        <legend>show me</legend>
        {SEXES.map((option) => (
          <label key={option.value} className="search-settings__option">
            <input type="radio" name="sex" checked={filters.sex === option.value} onChange={() => set({ sex: option.value })} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>age</legend>
        <AgeSelect label="from" value={filters.ageMin} onChange={(ageMin) => set({ ageMin })} />
        <AgeSelect label="to" value={filters.ageMax} onChange={(ageMax) => set({ ageMax })} />
        {backwards && (
          <p role="alert" className="error-box">
            the age range must start at or below where it ends.
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>I'm here for</legend>
        <label className="search-settings__option">
          <input type="checkbox" checked={filters.friendship} onChange={() => set({ friendship: !filters.friendship })} />
          friendship
        </label>
        <label className="search-settings__option">
          <input type="checkbox" checked={filters.romantic} onChange={() => set({ romantic: !filters.romantic })} />
          romance
        </label>
        <p className="muted">
          kept as your own preference: whether others are open to romance is private to them, so it doesn't narrow the list.
        </p>
      </fieldset>
      <p className="search-settings__actions">
        <button type="button" className="btn btn-secondary" onClick={() => apply(NO_PEOPLE_FILTERS)}>
          Clear All
        </button>
        <button type="submit" className="btn btn-primary" disabled={backwards}>
          Apply
        </button>
      </p>
    </form>
  );
}
