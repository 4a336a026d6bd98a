import { FiAlertTriangle, FiArrowRight, FiBookOpen, FiMail } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { PageHero } from '../../components/page/PageHero';
import { Container } from '../../components/ui/Container';
import { IconBadge } from '../../components/ui/IconBadge';
import { Notice } from '../../components/ui/Notice';
import { brand } from '../../config/brand';
import { media } from '../../styles/theme';
import { supportPage } from './support-content';
import { SupportForm } from './SupportForm';

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin-top: ${({ theme }) => theme.spacing(10)};
  text-align: left;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledCardLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: auto;
  color: ${({ theme }) => theme.colors.tealHover};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledFormSection = styled.section`
  padding: ${({ theme }) => theme.spacing(4, 0, 20)};
`;

const StyledFormCard = styled.div`
  padding: ${({ theme }) => theme.spacing(6, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(10)};
  }
`;

const StyledFormHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const StyledFormIntro = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 8)};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledEmergency = styled(Notice)`
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

/** /support: where a visitor finds answers or reaches the team (docs/product.md). */
export function SupportPage() {
  return (
    <>
      <PageHead title={supportPage.title} description={supportPage.description} path={paths.support} />
      <PageHero eyebrow={supportPage.eyebrow} heading={supportPage.heading} intro={supportPage.intro}>
        <StyledCards>
          <StyledCard>
            <IconBadge>
              <FiBookOpen size={24} aria-hidden="true" focusable="false" />
            </IconBadge>
            <h2>{supportPage.faqCard.title}</h2>
            <p>{supportPage.faqCard.text}</p>
            <StyledCardLink as={Link} to={paths.faq}>
              {supportPage.faqCard.linkLabel}
              <FiArrowRight aria-hidden="true" focusable="false" />
            </StyledCardLink>
          </StyledCard>
          <StyledCard>
            <IconBadge>
              <FiMail size={24} aria-hidden="true" focusable="false" />
            </IconBadge>
            <h2>{supportPage.emailCard.title}</h2>
            <p>{supportPage.emailCard.text}</p>
            <StyledCardLink href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
              <FiArrowRight aria-hidden="true" focusable="false" />
            </StyledCardLink>
          </StyledCard>
        </StyledCards>
      </PageHero>
      <StyledFormSection aria-labelledby="support-form-heading">
        <Container $narrow>
          <StyledFormCard>
            <StyledFormHeading id="support-form-heading">{supportPage.form.heading}</StyledFormHeading>
            <StyledFormIntro>{supportPage.form.intro}</StyledFormIntro>
            <SupportForm />
          </StyledFormCard>
          <StyledEmergency tone="warning" icon={FiAlertTriangle} headingId="support-emergency-heading" {...supportPage.emergency} />
        </Container>
      </StyledFormSection>
    </>
  );
}
