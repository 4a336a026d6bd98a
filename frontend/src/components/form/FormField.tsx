import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The look every input, select and textarea of a form shares, with an error state. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.teal)};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.tealSoft};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.8;
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledRequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** What every field takes besides its control's own attributes. */
export type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
};

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
function describedBy({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The attributes that tie a control to its field: id, required, and its invalid state and descriptions. */
export function controlProps({ id, required, hint, error }: FieldProps) {
  return { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy({ id, hint, error }), $invalid: Boolean(error) } as const;
}

type FormFieldProps = FieldProps & { children: ReactNode };

/** Label (with its asterisk when required), control, hint and error, tied together by id. */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      {children}
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
    </StyledField>
  );
}
