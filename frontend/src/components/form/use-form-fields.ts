import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A form's fields by name: what each holds, as the browser would send it. */
export type FieldValues = Record<string, string>;

/** What the fields of `form` named in `empty` hold now; a name without a field keeps its empty value. */
export function readFields<Values extends FieldValues>(form: HTMLFormElement, empty: Values): Values {
  const values: FieldValues = { ...empty };
  for (const name of Object.keys(empty)) {
    // namedItem finds disabled fields too, which FormData would leave out (a fieldset disabled while sending).
    const field = form.elements.namedItem(name);
    if (field && 'value' in field) values[name] = String(field.value);
  }
  return values as Values;
}

function sameValues(a: FieldValues, b: FieldValues): boolean {
  return Object.keys(a).every((name) => a[name] === b[name]);
}

/**
 * A form whose fields are the truth (docs/first-paint.md, "What a visitor put in a field"): the
 * page is prerendered and React hydrates it later, while the visitor may already have typed, pasted
 * or let the browser autofill. The fields are uncontrolled (`name` and at most a `defaultValue`),
 * so React never writes over them; `values` is a copy for what the form shows (errors, characters
 * left), read from the fields once React has the form (before the browser paints, so hydration
 * itself shows them), and at each `read()`: the form's onChange and its submit, which sends what
 * `read()` returns, never a copy that could trail the fields. `clear()` empties the fields and the copy.
 */
export function useFormFields<Values extends FieldValues>(empty: Values) {
  const formRef = useRef<HTMLFormElement>(null);
  // The first empty values stay the reference: a literal passed on each render must not make new callbacks.
  const [initial] = useState(empty);
  const [values, setValues] = useState(initial);

  const read = useCallback((): Values => {
    const form = formRef.current;
    const now = form ? readFields(form, initial) : initial;
    setValues((shown) => (sameValues(shown, now) ? shown : now));
    return now;
  }, [initial]);

  const clear = useCallback(() => {
    formRef.current?.reset();
    setValues(initial);
  }, [initial]);

  useLayoutEffect(() => {
    read();
  }, [read]);

  return { formRef, values, read, clear };
}
