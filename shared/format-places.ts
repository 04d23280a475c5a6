import type { FORMAT_CITIES } from './event-formats';

/** The cities programs run in, with their names and the neighbourhoods the wizard suggests. */

export type FormatCity = (typeof FORMAT_CITIES)[number];

export const CITY_NAMES: Record<FormatCity, { name: string; region: string }> = {
  toronto: { name: 'Toronto', region: 'Ontario' },
  vancouver: { name: 'Vancouver', region: 'British Columbia' },
  revelstoke: { name: 'Revelstoke', region: 'British Columbia' },
};

/** The neighbourhood suggestions (docs/product-rules.md#event-format-wizard: Toronto 23, Vancouver 21, Revelstoke 7). */
export const NEIGHBOURHOODS: Record<FormatCity, readonly string[]> = {
  toronto: [
    'Annex',
    'Bloor West Village',
    'Cabbagetown',
    'Chinatown',
    'Church-Wellesley',
    'Corktown',
    'Danforth',
    'Distillery District',
    'Dufferin Grove',
    'Financial District',
    'Kensington Market',
    'Leslieville',
    'Liberty Village',
    'Little Italy',
    'Little Portugal',
    'Midtown',
    'Ossington',
    'Parkdale',
    'Queen West',
    'Riverdale',
    'Roncesvalles',
    'The Beaches',
    'Yorkville',
  ],
  vancouver: [
    'Chinatown',
    'Coal Harbour',
    'Commercial Drive',
    'Downtown',
    'Dunbar',
    'Fairview',
    'False Creek',
    'Gastown',
    'Grandview-Woodland',
    'Hastings-Sunrise',
    'Kerrisdale',
    'Kitsilano',
    'Main Street',
    'Mount Pleasant',
    'Olympic Village',
    'Point Grey',
    'Riley Park',
    'South Granville',
    'Strathcona',
    'West End',
    'Yaletown',
  ],
  revelstoke: ['Downtown', 'Arrow Heights', 'Big Eddy', 'Columbia Park', 'Johnson Heights', 'Mackenzie Village', 'Southside'],
};
