import type { HTMLInputTypeAttribute } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  /** For a code (a KRA PIN): the rule as a pattern, capitals from a phone's keyboard, no spelling fixes. */
  pattern?: string;
  autoCapitalize?: 'characters';
  spellCheck?: boolean;
  onBlur?: () => void;
}

/** A labelled input with its hint and, right under it, its error (announced and linked to the input). */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  required = true,
  readOnly = false,
  pattern,
  autoCapitalize,
  spellCheck,
  onBlur,
}: Props) {
  const id = `checkout-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        readOnly={readOnly}
        pattern={pattern}
        autoCapitalize={autoCapitalize}
        autoCorrect={autoCapitalize ? 'off' : undefined}
        spellCheck={spellCheck}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
