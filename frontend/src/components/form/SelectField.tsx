import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlProps, controlStyles, type FieldProps, FormField } from './FormField';

export type SelectOption = { value: string; label: string };

/** The native select, with its own drawn chevron so that it looks the same in every browser. */
const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.spacing(10)};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 22px) 50%,
    calc(100% - 16px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** Shown while nothing is chosen; it cannot be chosen back. */
    placeholder: string;
  };

/** A labelled select of fixed options. */
export function SelectField({ id, label, required, hint, error, options, placeholder, ...selectProps }: SelectFieldProps) {
  const field = { id, label, required, hint, error };
  return (
    <FormField {...field}>
      <StyledSelect {...selectProps} {...controlProps(field)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
}
