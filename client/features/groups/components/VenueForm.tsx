import { useState, type FormEvent } from 'react';
import { VENUE_ADDRESS_MAX, VENUE_NAME_MAX } from '../../../../shared/groups';
import { setVenue } from '../actions';
import { venueErrors, type VenueErrors } from '../group-rules';
import './VenueForm.css';

/** The venue booker names the café; saved on this device and sent through the outbox. */
export default function VenueForm({ groupId, initial }: { groupId: string; initial: { name: string; address: string } | null }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [address, setAddress] = useState(initial?.address ?? '');
  const [errors, setErrors] = useState<VenueErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = venueErrors(name, address);
    setErrors(found);
    if (found.name || found.address) return;
    setVenue(groupId, name, address).catch((error: unknown) => console.error('could not save the venue', error));
  };

  return (
    <form className="venue-form" onSubmit={submit} noValidate>
      <label htmlFor="venue-name">venue name</label>
      <input
        id="venue-name"
        value={name}
        maxLength={VENUE_NAME_MAX}
        required
        autoComplete="organization"
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? 'venue-name-error' : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {errors.name && (
        <p id="venue-name-error" className="venue-form__error">
          {errors.name}
        </p>
      )}
      <label htmlFor="venue-address">address</label>
      <input
        id="venue-address"
        value={address}
        maxLength={VENUE_ADDRESS_MAX}
        required
        autoComplete="street-address"
        aria-invalid={errors.address ? true : undefined}
        aria-describedby={errors.address ? 'venue-address-error' : undefined}
        onChange={(event) => setAddress(event.target.value)}
      />
      {errors.address && (
        <p id="venue-address-error" className="venue-form__error">
          {errors.address}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {initial ? 'update the venue' : 'save the venue'}
      </button>
    </form>
  );
}
