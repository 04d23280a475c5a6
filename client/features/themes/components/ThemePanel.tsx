import { useEffect, useId, useRef } from 'react';
import { getTheme, THEME_GROUPS, type Theme, type ThemeId } from '../../../theme/themes';
import ThemeSwatch from './ThemeSwatch';

interface ThemePanelProps {
  id: string;
  themeId: ThemeId;
  onChoose: (theme: Theme) => void;
  onClose: () => void;
}

/** The non-modal dialog listing the five theme groups; the page stays usable while it is open. */
export default function ThemePanel({ id, themeId, onChoose, onClose }: ThemePanelProps) {
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, []);

  return (
    <div className="theme-panel" id={id} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className="theme-panel__header">
        <h2 className="theme-panel__title" id={titleId}>
          pick your colours
        </h2>
        <button type="button" className="theme-panel__close" aria-label="close colour themes" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="theme-panel__groups" ref={listRef}>
        {THEME_GROUPS.map((group) => (
          <section className="theme-panel__group" key={group.name}>
            <h3 className="theme-panel__group-name">{group.name}</h3>
            <div className="theme-panel__swatches">
              {group.themeIds.map((groupThemeId) => (
                <ThemeSwatch key={groupThemeId} theme={getTheme(groupThemeId)} selected={groupThemeId === themeId} onChoose={onChoose} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
