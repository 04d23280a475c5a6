import { useEffect, useId, useRef, useState } from 'react';
import { clampLevel, DEFAULT_INTEREST_LEVEL, INTEREST_LEVELS, levelLabel } from '../../../../shared/discover';
import { setPick } from '../actions';
import './InterestLevelSlider.css';

interface Props {
  profileId: string;
  firstName: string;
  /** The member's saved level, null when none is set yet (the slider then shows the default, 1). */
  saved: number | null;
  picksOpen: boolean;
}

/** Dragging or arrowing through levels commits once it settles, so one decision is one queued change. */
const SETTLE_MS = 600;

/**
 * The private interest level 0-5 (docs/product-rules.md#discover-and-picks). Shown at once, saved on this device and queued for the server
 * when it settles (and when leaving the screen), never sent to anyone but the server.
 */
export default function InterestLevelSlider({ profileId, firstName, saved, picksOpen }: Props) {
  const [value, setValue] = useState(saved ?? DEFAULT_INTEREST_LEVEL);
  const unsent = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => {
    if (unsent.current === null && saved !== null) setValue(saved);
  }, [saved]);

  const commit = () => {
    clearTimeout(timer.current);
    const level = unsent.current;
    if (level === null) return;
    unsent.current = null;
    setPick(profileId, level).catch((error: unknown) => console.error('could not save the level', error));
  };

  // Leaving the screen (or 'Next') before the level settled must not lose it. The screen keys this component by
  // profile id, so the first render's commit is the right one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's commit is the right one (see above)
  useEffect(() => () => commit(), []);

  const change = (raw: string) => {
    const level = clampLevel(raw);
    setValue(level);
    unsent.current = level === saved ? null : level;
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, SETTLE_MS);
  };

  return (
    <section className="level-slider" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>how interested are you in {firstName.toLowerCase()}?</h2>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        interest level
      </label>
      <input
        id={`${id}-input`}
        className="level-slider__input"
        type="range"
        min={0}
        max={5}
        step={1}
        value={value}
        disabled={!picksOpen}
        aria-valuetext={levelLabel(value)}
        aria-describedby={`${id}-note`}
        onChange={(event) => change(event.target.value)}
        onBlur={commit}
      />
      <ol className="level-slider__labels" aria-hidden="true">
        {INTEREST_LEVELS.map((label, level) => (
          <li key={label} className={level === value ? 'level-slider__label level-slider__label--current' : 'level-slider__label'}>
            {label}
          </li>
        ))}
      </ol>
      <p className="level-slider__current">{levelLabel(value)}</p>
      <p id={`${id}-note`} className="muted level-slider__note">
        {picksOpen
          ? 'only you ever see this. nobody is told how you answered, not even after you meet.'
          : 'picks are closed until the next batch arrives. only you ever see your level.'}
      </p>
    </section>
  );
}
