import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, type FieldProps, FormField } from './FormField';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled single-line input: text, email, tel and the like. */
export function TextField({ id, label, required, hint, error, type = 'text', ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <StyledInput
        {...inputProps}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        $invalid={Boolean(error)}
      />
    </FormField>
  );
}
