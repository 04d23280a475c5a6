import { useId, useState } from 'react';
import { clampInterestText, INTEREST_TEXT_MAX, type InterestChoice } from '../../../../shared/interests';
import { useInterestIdeas, type IdeaKind } from '../use-interest-ideas';
import './InterestTexts.css';

type Texts = Pick<InterestChoice, 'lookingFor' | 'contribute'>;

interface Props {
  name: string;
  texts: Texts;
  onChange: (texts: Texts) => void;
}

const FIELDS: { key: keyof Texts; kind: IdeaKind; label: string }[] = [
  { key: 'lookingFor', kind: 'want', label: 'what are you looking for?' },
  { key: 'contribute', kind: 'offer', label: 'how can you contribute?' },
];

/** The two texts of an interest, each cut at 150 characters with a counter and a 'give me ideas' button. */
export default function InterestTexts({ name, texts, onChange }: Props) {
  const id = useId();
  const ideas = useInterestIdeas(name);
  const [loading, setLoading] = useState<IdeaKind | null>(null);

  const fill = async (key: keyof Texts, kind: IdeaKind) => {
    setLoading(kind);
    const idea = await ideas(kind);
    setLoading(null);
    if (idea) onChange({ ...texts, [key]: clampInterestText(idea) });
  };

  return (
    <div className="interest-texts">
      {FIELDS.map(({ key, kind, label }) => (
        <div key={key} className="interest-texts__field">
          <label className="step-frame__label" htmlFor={`${id}-${key}`}>
            {label}
          </label>
          <textarea
            id={`${id}-${key}`}
            className="step-frame__input"
            rows={3}
            value={texts[key]}
            aria-describedby={`${id}-${key}-count`}
            onChange={(event) => onChange({ ...texts, [key]: clampInterestText(event.target.value) })}
          />
          <div className="interest-texts__row">
            <button
              type="button"
              className="step-frame__link"
              aria-label={`give me ideas: ${label}`}
              disabled={loading !== null}
              onClick={() => void fill(key, kind)}
            >
              {loading === kind ? 'thinking...' : 'give me ideas'}
            </button>
            <span id={`${id}-${key}-count`} className="interest-texts__count">
              {texts[key].length}/{INTEREST_TEXT_MAX}
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}
