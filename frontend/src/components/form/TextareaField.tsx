import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlProps, controlStyles, type FieldProps, FormField } from './FormField';

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 0;
  line-height: 1.5;
  resize: vertical;
`;

type TextareaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input. */
export function TextareaField({ id, label, required, hint, error, ...textareaProps }: TextareaFieldProps) {
  const field = { id, label, required, hint, error };
  return (
    <FormField {...field}>
      <StyledTextarea {...textareaProps} {...controlProps(field)} />
    </FormField>
  );
}
