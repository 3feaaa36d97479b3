import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  /** The first option, for no choice (value ''): "All". */
  any: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string;
}

/**
 * An admin filter's choice in a form read on submit: its label and a select whose first option is
 * "any" (the empty value). Uncontrolled, as SearchField is.
 */
export function SelectField({ label, name, any, options, defaultValue = '' }: Props) {
  const id = useId();
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="admin-select" defaultValue={defaultValue}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
