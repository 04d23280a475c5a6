import type { MemberCard } from '../../../../shared/discover';
import { CITY_OPTIONS } from '../../../../shared/onboarding';
import Avatar from '../../../components/Avatar';
import { neighborhoodLabels, slotLabels } from '../../profiles/profile-labels';
import './MemberFacts.css';

/**
 * Who this is: photo, first name, age, where and when they can meet, and whether they book venues. Private
 * preferences (interested in, ideal ages, relationship status) are never part of a MemberCard and never shown.
 */
export default function MemberFacts({ card, headingLevel = 1 }: { card: MemberCard; headingLevel?: 1 | 2 | 3 }) {
  // The settings preview shows these facts under its own headings.
  const Name = `h${headingLevel}` as const;
  const city = CITY_OPTIONS.find((option) => option.value === card.location)?.label;
  const neighborhoods = neighborhoodLabels(card.neighborhoods);
  const slots = slotLabels(card.availableTimeSlots);
  return (
    <header className="member-facts">
      <Avatar name={card.firstName} photoUrl={card.photoUrl} size="large" />
      <div>
        <Name className="member-facts__name">
          {card.firstName.toLowerCase()}
          {card.age !== null && <span className="member-facts__age">, {card.age}</span>}
        </Name>
        {card.canHost === true && <p className="member-facts__badge">venue booker</p>}
        <dl className="member-facts__list">
          {city && (
            <>
              <dt>city</dt>
              <dd>{city}</dd>
            </>
          )}
          {neighborhoods.length > 0 && (
            <>
              <dt>neighbourhoods</dt>
              <dd>{neighborhoods.join(', ')}</dd>
            </>
          )}
          {slots.length > 0 && (
            <>
              <dt>weekend mornings</dt>
              <dd>{slots.join(', ')}</dd>
            </>
          )}
        </dl>
      </div>
    </header>
  );
}
