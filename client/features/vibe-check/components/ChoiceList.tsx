interface Option<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** Radios share a name; checkboxes do not need one. */
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly Option<T>[];
  isChecked: (value: T) => boolean;
  onChoose: (value: T) => void;
}

/** The options of a step's fieldset, each a labelled radio or checkbox row. */
export default function ChoiceList<T extends string>({ type, name, options, isChecked, onChoose }: Props<T>) {
  return (
    <div className="vibe-step__options">
      {options.map((option) => (
        <label key={option.value} className="vibe-step__option">
          <input type={type} name={name} value={option.value} checked={isChecked(option.value)} onChange={() => onChoose(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
