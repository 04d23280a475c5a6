import { useId } from 'react';
import './ChoiceTiles.css';

export interface Choice {
  value: string;
  label: string;
}

interface Props {
  /** Names the group for screen readers; shown unless `hideLabel` (when the step's heading already asks). */
  label: string;
  hideLabel?: boolean;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** Tappable tiles, single or multiple choice: toggle buttons (aria-pressed), so each says whether it is chosen. */
export default function ChoiceTiles({ label, hideLabel = false, choices, selected, onToggle }: Props) {
  const id = useId();
  return (
    <div className="choice-tiles" role="group" aria-labelledby={id}>
      <p id={id} className={hideLabel ? 'visually-hidden' : 'choice-tiles__label'}>
        {label}
      </p>
      <div className="choice-tiles__grid">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className="choice-tiles__tile"
            aria-pressed={selected.includes(choice.value)}
            onClick={() => onToggle(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
