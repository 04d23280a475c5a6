import { useState } from 'react';
import { selectedCount, type DiscoverFilters, type FilterKind } from '../../../../shared/discover-filters';
import { saveFilters } from '../actions';
import AgeFilterSheet from './AgeFilterSheet';
import InterestFilterSheet from './InterestFilterSheet';
import SexFilterSheet from './SexFilterSheet';
import './FilterChips.css';

interface Props {
  filters: DiscoverFilters;
  ownInterests: string[];
}

const CHIPS: { kind: FilterKind; label: string }[] = [
  { kind: 'age', label: 'age' },
  { kind: 'sex', label: 'sex' },
  { kind: 'interests', label: 'interests' },
];

/** The three filter chips; each opens its bottom sheet and says how many choices it carries. */
export default function FilterChips({ filters, ownInterests }: Props) {
  const [open, setOpen] = useState<FilterKind | null>(null);
  const close = () => setOpen(null);
  const apply = (next: DiscoverFilters) => {
    saveFilters(next).catch((error: unknown) => console.error('could not save the filters', error));
    close();
  };

  return (
    <>
      <ul className="filter-chips" aria-label="filters">
        {CHIPS.map(({ kind, label }) => {
          const count = selectedCount(filters, kind);
          return (
            <li key={kind}>
              <button
                type="button"
                className={`filter-chips__chip${count > 0 ? ' filter-chips__chip--on' : ''}`}
                aria-haspopup="dialog"
                onClick={() => setOpen(kind)}
              >
                {label}
                {count > 0 && <span> ({count} selected)</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <AgeFilterSheet open={open === 'age'} initial={filters.age} onClose={close} onApply={(age) => apply({ ...filters, age })} />
      <SexFilterSheet open={open === 'sex'} initial={filters.sexes} onClose={close} onApply={(sexes) => apply({ ...filters, sexes })} />
      <InterestFilterSheet
        open={open === 'interests'}
        options={ownInterests}
        initial={filters.interests}
        onClose={close}
        onApply={(interests) => apply({ ...filters, interests })}
      />
    </>
  );
}
