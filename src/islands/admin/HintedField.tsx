import type { ReactNode } from 'react';

/** What a field's control is given: its id and name, whether it is invalid, and what describes it (its hint and its error). */
export interface FieldAria {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** A text field with its hint and its error, described by both. */
export function HintedField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({
        id: props.id,
        name: props.name,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': `${props.id}-hint ${props.id}-error`,
      })}
      <p id={`${props.id}-hint`} className="form-field__hint">
        {props.hint}
      </p>
      <p id={`${props.id}-error`} className="form-field__error">
        {props.error}
      </p>
    </div>
  );
}
