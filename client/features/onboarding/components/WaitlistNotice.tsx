import { useEffect, useId, useState } from 'react';
import { joinWaitlist } from '../actions';
import { cityLabel, waitlistLead } from '../onboarding-rules';

interface Props {
  location: string;
  /** 'Other': a free-text city or postal code is required; for a listed city a postal code is optional. */
  asksForPlace: boolean;
  /** The 'Other' city or postal code (kept in the draft). */
  place: string;
  onPlaceChange: (place: string) => void;
}

type Outcome = 'idle' | 'sending' | 'sent' | 'saved' | 'failed';

/**
 * The not-in-Toronto notice (docs/product-rules.md#onboarding-and-profile) with a way to be counted for one's own city. A lead typed
 * offline is kept on the device; StartScreen sends it on the next visit or as soon as the connection returns.
 */
export default function WaitlistNotice({ location, asksForPlace, place, onPlaceChange }: Props) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // A listed city's postal code is only for the waitlist, so it stays out of the draft (and the profile).
  const [postalCode, setPostalCode] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the chosen place changes, on purpose
  useEffect(() => {
    setOutcome('idle');
    setPostalCode('');
  }, [location]);

  const typed = asksForPlace ? place : postalCode;
  const lead = waitlistLead(location, typed);
  const where = asksForPlace ? 'your area' : cityLabel(location);
  const join = () => {
    if (!lead || outcome === 'sending') return;
    setOutcome('sending');
    joinWaitlist(lead).then(setOutcome, (error: unknown) => {
      console.warn('waitlist request failed', error);
      setOutcome('failed');
    });
  };

  return (
    <section className="step-frame__note" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>we're not in {where} yet</h2>
      <p>
        right now our coffee groups only meet in Toronto.{' '}
        {asksForPlace ? 'leave your city or postal code' : 'leave your postal code (or just press keep me posted)'} and we'll count you in:
        when enough people nearby ask, that's where we open next.
      </p>
      <label className="step-frame__label" htmlFor={id}>
        {asksForPlace ? 'city or postal code' : 'postal code (optional)'}
      </label>
      <input
        id={id}
        className="step-frame__input"
        autoComplete="postal-code"
        value={typed}
        onChange={(event) => (asksForPlace ? onPlaceChange(event.target.value) : setPostalCode(event.target.value))}
        onKeyDown={(event) => {
          // Enter here means 'keep me posted', not the wizard's 'next' (which Toronto only can use).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          join();
        }}
      />
      <p role="status" aria-live="polite">
        {outcome === 'sent' && `thanks! you're on the list for ${where}.`}
        {outcome === 'saved' && "you're offline, so we kept it on this device and will send it when you're back online."}
        {outcome === 'failed' && 'that did not go through. please try again in a moment.'}
      </p>
      <button type="button" className="btn btn-secondary" onClick={join} disabled={!lead || outcome === 'sending' || outcome === 'sent'}>
        keep me posted
      </button>
    </section>
  );
}
