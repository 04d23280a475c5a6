import { type AgeBracket, type AgeSelection, bracketsInSelection, pickAgeBracket } from '../../shared/age-brackets';
import './AgeBracketPicker.css';

interface Props {
  brackets: readonly AgeBracket[];
  selection: AgeSelection;
  onChange: (selection: AgeSelection) => void;
}

/**
 * Age brackets as toggle buttons (docs/product-rules.md#vibe-check): the first tap sets the start, the second the end (swapped
 * if earlier) and every bracket in between fills; a third starts again. Tints alternate teal and coral.
 */
export default function AgeBracketPicker({ brackets, selection, onChange }: Props) {
  const chosen = new Set(bracketsInSelection(selection, brackets).map((bracket) => bracket.id));
  const hint =
    selection.start === null
      ? 'pick the youngest bracket first'
      : selection.end === null
        ? 'now pick the oldest bracket'
        : 'a new pick starts again';
  return (
    <>
      <p className="muted" aria-live="polite">
        {hint}
      </p>
      <ul className="age-picker__grid">
        {brackets.map((bracket, index) => (
          <li key={bracket.id}>
            <button
              type="button"
              className={`age-picker__bracket age-picker__bracket--${index % 2 === 0 ? 'teal' : 'coral'}`}
              aria-pressed={chosen.has(bracket.id)}
              onClick={() => onChange(pickAgeBracket(selection, bracket.id, brackets))}
            >
              <span className="age-picker__label">{bracket.label}</span>
              <span className="age-picker__years">
                {bracket.min}-{bracket.max}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
