import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlProps, controlStyles, type FieldProps, FormField } from './FormField';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled single-line input: text, email, tel and the like. */
export function TextField({ id, label, required, hint, error, type = 'text', ...inputProps }: TextFieldProps) {
  const field = { id, label, required, hint, error };
  return (
    <FormField {...field}>
      <StyledInput {...inputProps} type={type} {...controlProps(field)} />
    </FormField>
  );
}
