import { useId } from 'react';
import type { Theme } from '../../../theme/themes';

interface ThemeSwatchProps {
  theme: Theme;
  selected: boolean;
  onChoose: (theme: Theme) => void;
}

/** One theme in the picker: a preview of its colours, its name, and what it feels like. */
export default function ThemeSwatch({ theme, selected, onChoose }: ThemeSwatchProps) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      className="theme-swatch"
      aria-pressed={selected}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      data-theme-id={theme.id}
      onClick={() => onChoose(theme)}
    >
      <span className="theme-swatch__preview" aria-hidden="true">
        <span className="theme-swatch__dot" style={{ background: theme.bgPrimary }} />
        <span className="theme-swatch__dot" style={{ background: theme.primary }} />
        <span className="theme-swatch__dot" style={{ background: theme.accent }} />
      </span>
      <span className="theme-swatch__text">
        <span className="theme-swatch__name" id={nameId}>
          {theme.name}
        </span>
        <span className="theme-swatch__description" id={descriptionId}>
          {theme.description}
        </span>
      </span>
      {selected && (
        <span className="theme-swatch__check" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}
