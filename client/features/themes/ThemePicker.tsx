import { useId } from 'react';
import ThemePanel from './components/ThemePanel';
import { usePickerPanel } from './use-picker-panel';
import { useThemeChoice } from './use-theme-choice';

/** The floating colour-theme picker (docs/product-rules.md#themes-and-brands), mounted once by the root layout on every page. */
export default function ThemePicker() {
  const panelId = useId();
  const { themeId, chooseTheme } = useThemeChoice();
  const { open, toggle, close, onKeyDown, triggerRef, containerRef } = usePickerPanel();

  return (
    <aside className="theme-picker" aria-label="colour themes" ref={containerRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="theme-picker__trigger"
        aria-label="change colour theme"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        ref={triggerRef}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3a9 9 0 0 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8Zm-5 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm4 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
          />
        </svg>
      </button>
      {open && <ThemePanel id={panelId} themeId={themeId} onChoose={(theme) => chooseTheme(theme.id)} onClose={() => close(true)} />}
    </aside>
  );
}
