import { useRef, useState, type FormEvent } from 'react';
import { useFormFields } from '../../../components/form/use-form-fields';
import { FiLock } from 'react-icons/fi';
import styled from 'styled-components';
import { errorCodeOf } from '../../../lib/api';
import { useLogInMutation, type LoginError } from './session-api';
import { GATE_COPY, rateLimitedMessage } from './session-content';
import { Button } from '../../../components/ui/Button';
import { IconBadge } from '../../../components/ui/IconBadge';

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  width: 100%;
  max-width: 440px;
  margin: ${({ theme }) => theme.spacing(8)} auto;
  padding: ${({ theme }) => theme.spacing(8, 6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.ink};
  &:focus {
    border-color: ${({ theme }) => theme.colors.teal};
  }
`;

const StyledMessage = styled.p<{ $tone: 'error' | 'notice' }>`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The API has no admin password at all: waiting will not help, unlike a database briefly away. */
const NOT_SET_UP_MESSAGE =
  'Admin login is turned off on this server: no admin password is set. Whoever runs the API needs to set ADMIN_PASSWORD (12 characters or more) in its environment and restart it.';

function failureMessage(failure: LoginError): string {
  const code = errorCodeOf(failure);
  if (code === 'RATE_LIMITED') return rateLimitedMessage(failure.retryAfterSeconds);
  if (code === 'ADMIN_LOGIN_DISABLED') return NOT_SET_UP_MESSAGE;
  return GATE_COPY.failed;
}

type AdminLoginFormProps = {
  /** Shown above the form, e.g. that the session ran out. */
  notice?: string;
  /** The session is being checked again after a login. */
  busy?: boolean;
};

/** The password gate: the password goes to the server, which answers with a session cookie. */
export function AdminLoginForm({ notice, busy = false }: AdminLoginFormProps) {
  const { formRef, read, clear } = useFormFields({ password: '' });
  const [error, setError] = useState<string | null>(null);
  const [logIn, { isLoading }] = useLogInMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = isLoading || busy;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password } = read();
    if (!password || submitting) return;
    setError(null);
    try {
      await logIn({ password }).unwrap();
    } catch (failure) {
      if (errorCodeOf(failure) === 'INCORRECT_PASSWORD') {
        setError(GATE_COPY.incorrect);
        clear();
      } else {
        setError(failureMessage(failure as LoginError));
      }
      inputRef.current?.focus();
    }
  };

  return (
    <StyledCard aria-labelledby="admin-gate-heading">
      <IconBadge $round aria-hidden="true">
        <FiLock />
      </IconBadge>
      <div>
        <StyledHeading id="admin-gate-heading">{GATE_COPY.heading}</StyledHeading>
        <StyledIntro>{GATE_COPY.intro}</StyledIntro>
      </div>
      {notice && !error && (
        <StyledMessage $tone="notice" role="status">
          {notice}
        </StyledMessage>
      )}
      <StyledForm ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <StyledLabel>
          {GATE_COPY.passwordLabel}
          <StyledInput
            ref={inputRef}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the only thing this page asks for.
            autoFocus
            $invalid={error === GATE_COPY.incorrect}
            aria-invalid={error === GATE_COPY.incorrect}
            aria-describedby={error ? 'admin-gate-error' : undefined}
          />
        </StyledLabel>
        {error && (
          <StyledMessage $tone="error" id="admin-gate-error" role="alert">
            {error}
          </StyledMessage>
        )}
        <Button type="submit" $fullWidth disabled={submitting}>
          {submitting ? GATE_COPY.submitting : GATE_COPY.submit}
        </Button>
      </StyledForm>
    </StyledCard>
  );
}
