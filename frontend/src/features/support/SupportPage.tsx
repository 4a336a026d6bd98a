import { FiAlertTriangle, FiArrowRight, FiBookOpen, FiMail } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { PageHead } from '../../components/page/PageHead';
import { Container } from '../../components/ui/Container';
import { brand } from '../../config/brand';
import { media } from '../../styles/theme';
import { supportPage } from './supportContent';
import { SupportForm } from './SupportForm';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.spacing(14, 0, 10)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.white} 100%);
  text-align: center;
  ${media.md} { padding: ${({ theme }) => theme.spacing(20, 0, 14)}; }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.teal};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledHeading = styled.h1`
  margin-top: ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.02em;
  ${media.md} { font-size: ${({ theme }) => theme.font.size.hero}; }
`;

const StyledIntro = styled.p`
  max-width: 56ch;
  margin: ${({ theme }) => theme.spacing(4)} auto 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin-top: ${({ theme }) => theme.spacing(10)};
  text-align: left;
  ${media.md} { grid-template-columns: 1fr 1fr; }
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
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
`;

const StyledCardLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: auto;
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
  ${media.md} { padding: ${({ theme }) => theme.spacing(10)}; }
`;

const StyledFormHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const StyledFormIntro = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 8)};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledEmergency = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-top: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.ink};
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.warning}; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** /support: where a visitor finds answers or reaches the team (SPEC.md "Support page"). */
export function SupportPage() {
  return (
    <>
      <PageHead title={supportPage.title} description={supportPage.description} path={paths.support} />
      <StyledHero>
        <Container>
          <StyledEyebrow>{supportPage.eyebrow}</StyledEyebrow>
          <StyledHeading>{supportPage.heading}</StyledHeading>
          <StyledIntro>{supportPage.intro}</StyledIntro>
          <StyledCards>
            <StyledCard>
              <StyledIcon>
                <FiBookOpen size={24} aria-hidden="true" focusable="false" />
              </StyledIcon>
              <h2>{supportPage.faqCard.title}</h2>
              <p>{supportPage.faqCard.text}</p>
              <StyledCardLink as={Link} to={paths.faq}>
                {supportPage.faqCard.linkLabel}
                <FiArrowRight aria-hidden="true" focusable="false" />
              </StyledCardLink>
            </StyledCard>
            <StyledCard>
              <StyledIcon>
                <FiMail size={24} aria-hidden="true" focusable="false" />
              </StyledIcon>
              <h2>{supportPage.emailCard.title}</h2>
              <p>{supportPage.emailCard.text}</p>
              <StyledCardLink href={`mailto:${brand.supportEmail}`}>
                {brand.supportEmail}
                <FiArrowRight aria-hidden="true" focusable="false" />
              </StyledCardLink>
            </StyledCard>
          </StyledCards>
        </Container>
      </StyledHero>
      <StyledFormSection aria-labelledby="support-form-heading">
        <Container $narrow>
          <StyledFormCard>
            <StyledFormHeading id="support-form-heading">{supportPage.form.heading}</StyledFormHeading>
            <StyledFormIntro>{supportPage.form.intro}</StyledFormIntro>
            <SupportForm />
          </StyledFormCard>
          <StyledEmergency aria-labelledby="support-emergency-heading">
            <FiAlertTriangle size={24} aria-hidden="true" focusable="false" />
            <div>
              <h2 id="support-emergency-heading">{supportPage.emergency.title}</h2>
              <p>{supportPage.emergency.text}</p>
            </div>
          </StyledEmergency>
        </Container>
      </StyledFormSection>
    </>
  );
}
