import { type FormEvent, Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { useFormFields } from '../../components/form/use-form-fields';
import { useToast } from '../../components/toast/use-toast';
import { Button } from '../../components/ui/Button';
import { isApiError, type ApiError } from '../../lib/api';
import { SUPPORT_LIMITS } from '../../lib/contract';
import { media } from '../../styles/theme';
import { useSubmitSupportRequestMutation } from './support-api';
import { charactersLeft, fieldLabels, fieldPlaceholders, supportPage, supportToasts } from './support-content';
import { CATEGORY_OPTIONS, DESCRIPTION_ROWS, EMPTY_SUPPORT_FORM, PRIORITY_OPTIONS, type SupportField, type SupportFormValues } from './support-options';
import { type SupportErrors, toSupportRequest, validateSupportForm } from './support-validation';

type SupportFieldSpec = { field: SupportField; fullRow?: boolean } & (
  | { control: 'text'; maxLength: number; type?: 'email'; autoComplete?: string; inputMode?: 'email' }
  | { control: 'select'; options: readonly SelectOption[] }
  | { control: 'textarea'; maxLength: number; rows: number }
);

/** The form's fields in order, each drawn by the control it names; the long ones take a whole row. */
const SUPPORT_FIELDS: readonly SupportFieldSpec[] = [
  { field: 'name', control: 'text', maxLength: SUPPORT_LIMITS.name, autoComplete: 'name' },
  { field: 'email', control: 'text', maxLength: SUPPORT_LIMITS.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'subject', control: 'text', maxLength: SUPPORT_LIMITS.subject, fullRow: true },
  { field: 'category', control: 'select', options: CATEGORY_OPTIONS },
  { field: 'priority', control: 'select', options: PRIORITY_OPTIONS },
  { field: 'description', control: 'textarea', maxLength: SUPPORT_LIMITS.description, rows: DESCRIPTION_ROWS, fullRow: true },
];

const FIELD_ORDER = SUPPORT_FIELDS.map(({ field }) => field);

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFullRow = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${media.sm} {
    grid-column: 1 / -1;
  }
  > button {
    width: 100%;
  }
  ${media.sm} {
    > button {
      width: auto;
    }
  }
`;

function isSupportField(field: string): field is SupportField {
  return (FIELD_ORDER as readonly string[]).includes(field);
}

/** The API's 400 names the fields at fault; show its words beside those fields. */
function serverFieldErrors(error: ApiError): SupportErrors {
  const errors: SupportErrors = {};
  for (const detail of error.body?.details ?? []) {
    if (isSupportField(detail.field) && detail.messages.length > 0) errors[detail.field] = detail.messages.join(' ');
  }
  return errors;
}

/**
 * The support request form of docs/product.md: six required fields, disabled while it is being sent,
 * reset on success and kept as typed on any failure.
 */
export function SupportForm() {
  const { formRef, values, read, clear } = useFormFields<SupportFormValues>(EMPTY_SUPPORT_FORM);
  const [errors, setErrors] = useState<SupportErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitSupportRequest, { isLoading }] = useSubmitSupportRequestMutation();
  const { toast } = useToast();
  const [focusTarget, setFocusTarget] = useState<SupportField>();

  // Focus waits for the fieldset to be enabled again: a disabled field cannot take it.
  useEffect(() => {
    if (!focusTarget || isLoading) return;
    formRef.current?.querySelector<HTMLElement>(`#support-${focusTarget}`)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off focus request, cleared once the DOM has the field to focus.
    setFocusTarget(undefined);
  }, [focusTarget, isLoading, formRef]);

  const update = () => {
    const next = read();
    // Once the visitor has tried to send, errors follow their typing instead of waiting for the next attempt.
    if (attempted) setErrors(validateSupportForm(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = read();
    setAttempted(true);
    const found = validateSupportForm(sent);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    const request = toSupportRequest(sent);
    if (firstInvalid || !request) {
      setFocusTarget(firstInvalid);
      return;
    }

    const result = await submitSupportRequest(request);
    if ('data' in result) {
      toast(supportToasts.success);
      clear();
      setErrors({});
      setAttempted(false);
      return;
    }
    const error = result.error;
    if (isApiError(error) && error.status === 'NETWORK') {
      toast({ ...supportToasts.network, variant: 'destructive' });
      return;
    }
    toast({
      title: supportToasts.failure.title,
      description: (isApiError(error) && error.body?.error) || supportToasts.failure.fallback,
      variant: 'destructive',
    });
    if (isApiError(error)) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      setFocusTarget(FIELD_ORDER.find((field) => fromServer[field]));
    }
  };

  const renderField = (spec: SupportFieldSpec) => {
    const { field } = spec;
    const shared = {
      id: `support-${field}`,
      name: field,
      label: fieldLabels[field],
      required: true,
      placeholder: fieldPlaceholders[field],
      defaultValue: EMPTY_SUPPORT_FORM[field],
      error: errors[field],
    };
    switch (spec.control) {
      case 'text':
        return <TextField {...shared} type={spec.type} autoComplete={spec.autoComplete} inputMode={spec.inputMode} maxLength={spec.maxLength} />;
      case 'select':
        return <SelectField {...shared} options={spec.options} />;
      case 'textarea':
        return <TextareaField {...shared} rows={spec.rows} maxLength={spec.maxLength} hint={charactersLeft(spec.maxLength - values[field].length, spec.maxLength)} />;
    }
  };

  return (
    <form ref={formRef} onChange={update} onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={isLoading} aria-label={supportPage.form.heading}>
      <StyledFieldset disabled={isLoading}>
        {SUPPORT_FIELDS.map((spec) =>
          spec.fullRow ? <StyledFullRow key={spec.field}>{renderField(spec)}</StyledFullRow> : <Fragment key={spec.field}>{renderField(spec)}</Fragment>,
        )}
        <StyledActions>
          <Button type="submit" $size="lg" disabled={isLoading}>
            {isLoading ? supportPage.form.submitting : supportPage.form.submit}
          </Button>
        </StyledActions>
      </StyledFieldset>
    </form>
  );
}
