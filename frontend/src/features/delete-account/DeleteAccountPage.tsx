import { FiAlertOctagon, FiMail } from 'react-icons/fi';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { PageHero } from '../../components/page/PageHero';
import { ButtonAnchor } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { Notice } from '../../components/ui/Notice';
import { deleteAccountPage, deletionMailto } from './delete-account-content';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(6, 0, 20)};
`;

const StyledStepsHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(5)} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const StyledStep = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.spacing(5, 5, 5, 18)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    top: ${({ theme }) => theme.spacing(5)};
    left: ${({ theme }) => theme.spacing(5)};
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.tealHover};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
  p {
    overflow-wrap: anywhere;
  }
`;

const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** /delete: how to have data or the whole account deleted (docs/product.md). */
export function DeleteAccountPage() {
  return (
    <>
      <PageHead title={deleteAccountPage.title} description={deleteAccountPage.description} path={paths.deleteAccount} />
      <PageHero eyebrow={deleteAccountPage.eyebrow} heading={deleteAccountPage.heading} intro={deleteAccountPage.intro} align="start" narrow />
      <Container $narrow>
        <StyledBody>
          <section aria-labelledby="deletion-steps-heading">
            <StyledStepsHeading id="deletion-steps-heading">{deleteAccountPage.stepsHeading}</StyledStepsHeading>
            <StyledSteps>
              {deleteAccountPage.steps.map((step) => (
                <StyledStep key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </StyledStep>
              ))}
            </StyledSteps>
          </section>
          <Notice tone="danger" icon={FiAlertOctagon} headingId="deletion-warning-heading" {...deleteAccountPage.warning} />
          <StyledAction>
            <ButtonAnchor href={deletionMailto} $size="lg" aria-describedby="deletion-mailto-hint">
              <FiMail aria-hidden="true" focusable="false" />
              {deleteAccountPage.action}
            </ButtonAnchor>
            <p id="deletion-mailto-hint">{deleteAccountPage.mailtoHint}</p>
          </StyledAction>
        </StyledBody>
      </Container>
    </>
  );
}
