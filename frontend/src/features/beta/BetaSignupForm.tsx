import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '../../components/toast/use-toast';
import { useFormFields } from '../../components/form/use-form-fields';
import { Button } from '../../components/ui/Button';
import { errorCodeOf } from '../../lib/api';
import { media } from '../../styles/theme';
import { BETA_COPY } from './beta-content';
import { useSignUpForBetaMutation } from './beta-api';

export type BetaSignupFormTone = 'light' | 'dark';

const StyledForm = styled.form`
  width: 100%;
  max-width: 520px;
`;

const StyledLabel = styled.label<{ $tone: BetaSignupFormTone }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.white : theme.colors.ink)};
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  ${media.sm} {
    flex-direction: row;
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(3, 5)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.teal};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.foam};
    cursor: not-allowed;
  }
`;

const StyledSubmit = styled(Button)`
  min-height: 48px;
  white-space: nowrap;
`;

const StyledNote = styled.p<{ $tone: BetaSignupFormTone }>`
  margin-top: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.tealSoft : theme.colors.muted)};
`;

// The dialog and its Radix code load when a signup is sent, not with the home page.
const loadThankYouDialog = () => import('./ThankYouDialog');
const ThankYouDialog = lazy(() => loadThankYouDialog().then(({ ThankYouDialog: component }) => ({ default: component })));

type BetaSignupFormProps = { tone?: BetaSignupFormTone };

/** The private-beta email signup (docs/product.md); the home page shows it twice. */
export function BetaSignupForm({ tone = 'light' }: BetaSignupFormProps) {
  const inputId = useId();
  const noteId = useId();
  const [thankYouOpen, setThankYouOpen] = useState(false);
  const [thankYouShown, setThankYouShown] = useState(false);
  const [signUp, { isLoading }] = useSignUpForBetaMutation();
  const { toast } = useToast();
  const { formRef, read, clear } = useFormFields({ email: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = read().email.trim();
    if (!email || isLoading) return;
    void loadThankYouDialog();
    try {
      await signUp({ email }).unwrap();
      clear();
      setThankYouShown(true);
      setThankYouOpen(true);
    } catch (error) {
      const message = errorCodeOf(error) === 'BETA_ALREADY_REGISTERED' ? BETA_COPY.alreadySignedUp : BETA_COPY.failed;
      toast({ ...message, variant: 'destructive' });
    }
  };

  return (
    <StyledForm ref={formRef} onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading}>
      <StyledLabel htmlFor={inputId} $tone={tone}>
        {BETA_COPY.label}
      </StyledLabel>
      <StyledRow>
        <StyledInput id={inputId} type="email" name="email" autoComplete="email" required placeholder={BETA_COPY.placeholder} disabled={isLoading} aria-describedby={noteId} />
        <StyledSubmit type="submit" $variant={tone === 'dark' ? 'inverse' : 'primary'} disabled={isLoading}>
          {isLoading ? BETA_COPY.submitting : BETA_COPY.submit}
        </StyledSubmit>
      </StyledRow>
      <StyledNote id={noteId} $tone={tone}>
        {BETA_COPY.privacyNote}
      </StyledNote>
      {thankYouShown && (
        <Suspense fallback={null}>
          <ThankYouDialog open={thankYouOpen} onClose={() => setThankYouOpen(false)} />
        </Suspense>
      )}
    </StyledForm>
  );
}
