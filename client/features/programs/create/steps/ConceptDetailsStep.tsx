import { cutTitle } from '../../../../../shared/event-format-wizard';
import { CATEGORIES } from '../../../../../shared/format-options';
import { FORMAT_TITLE } from '../../../../../shared/event-formats';
import type { StepProps } from './step-props';

/** 'what gathering are you creating?': the title (3-60, with n/60) and the category. */
export default function ConceptDetailsStep({ draft, update }: StepProps) {
  return (
    <>
      <div className="field">
        <label htmlFor="format-title">name of your gathering</label>
        <input
          id="format-title"
          type="text"
          value={draft.format}
          maxLength={FORMAT_TITLE.max}
          aria-describedby="format-title-count"
          placeholder="e.g. sourdough for beginners"
          onChange={(event) => update({ format: cutTitle(event.target.value) })}
        />
        <p id="format-title-count" className="muted create-event__count">
          {draft.format.length}/{FORMAT_TITLE.max}
        </p>
      </div>
      <div className="field">
        <label htmlFor="format-category">category</label>
        <select id="format-category" value={draft.category} onChange={(event) => update({ category: event.target.value })}>
          <option value="">choose one (optional)</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
