import type { PrivatePreferences } from '../../../../shared/private-preferences';
import { preferenceLines } from '../preference-labels';
import PracticeVideoCard from './PracticeVideoCard';

interface Props {
  preferences: PrivatePreferences;
  onEdit: () => void;
}

/** Step 4: the answers, "edit preferences" back to step 1, and the practice video area when the answer is videos. */
export default function PreferencesSummary({ preferences, onEdit }: Props) {
  return (
    <>
      <dl className="vibe-summary">
        {preferenceLines(preferences).map(({ term, detail }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-secondary" onClick={onEdit}>
        edit preferences
      </button>
      {preferences.discoveryPreference === 'videos' && <PracticeVideoCard />}
    </>
  );
}
