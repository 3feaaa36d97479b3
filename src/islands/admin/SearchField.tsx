import { useId, type Ref } from 'react';

interface Props {
  label: string;
  hint: string;
  /** The submit button's words (Apply, Search…). */
  submit: string;
  name: string;
  maxLength: number;
  defaultValue?: string;
  /** A serial or a reference, not words: no autocomplete, no spell check. */
  literal?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Changed, the box is made afresh from `defaultValue` (a query changed elsewhere, the back button). */
  resetKey?: string;
}

/**
 * The admin's search field, as every desk has it (orders, stock, warranty claims, registrations,
 * serial lookup): its label, the box and its button on one row, and the hint the box is described
 * by. The box is uncontrolled: its form's submit reads it.
 */
export function SearchField({ label, hint, submit, name, maxLength, defaultValue, literal = false, inputRef, resetKey }: Props) {
  const id = useId();
  return (
    <div className="admin-filters__field admin-filters__search">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="admin-filters__search-row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          key={resetKey}
          name={name}
          type="search"
          {...(literal ? { autoComplete: 'off', spellCheck: false } : {})}
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button">
          {submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="admin__hint">
        {hint}
      </p>
    </div>
  );
}
