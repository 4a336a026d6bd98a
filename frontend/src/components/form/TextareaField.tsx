import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, type FieldProps, FormField } from './FormField';

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 0;
  line-height: 1.5;
  resize: vertical;
`;

type TextareaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input. */
export function TextareaField({ id, label, required, hint, error, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <StyledTextarea
        {...textareaProps}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        $invalid={Boolean(error)}
      />
    </FormField>
  );
}
