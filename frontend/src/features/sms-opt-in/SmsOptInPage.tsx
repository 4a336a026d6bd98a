import { FiCheckCircle } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { PageHero } from '../../components/page/PageHero';
import { Container } from '../../components/ui/Container';
import { media } from '../../styles/theme';
import { PhoneScreenshot } from './PhoneScreenshot';
import { INVITE_SCREENS, smsOptInPage } from './sms-opt-in-content';

const StyledSectionHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(8)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  text-align: center;
`;

const StyledScreens = styled.section`
  padding: ${({ theme }) => theme.spacing(10, 0, 16)};
`;

const StyledScreenList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(12)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.spacing(8)};
  }
`;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  figcaption {
    max-width: 34ch;
    margin: 0 auto;
    text-align: center;
  }
  figcaption strong {
    display: block;
    color: ${({ theme }) => theme.colors.tealHover};
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const StyledFeatures = styled.section`
  padding: ${({ theme }) => theme.spacing(16, 0)};
  background: ${({ theme }) => theme.colors.ocean};
  color: ${({ theme }) => theme.colors.tealSoft};
  h2 {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const StyledFeatureList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.oceanDeep};
  }
  h3 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  svg {
    color: ${({ theme }) => theme.colors.tealSoft};
  }
`;

const StyledPolicy = styled.section`
  padding: ${({ theme }) => theme.spacing(16, 0, 20)};
  p + p {
    margin-top: ${({ theme }) => theme.spacing(4)};
  }
  a {
    color: ${({ theme }) => theme.colors.tealHover};
    display: inline-block;
    margin-top: ${({ theme }) => theme.spacing(6)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** /sms-opt-in: the consent flow for text invitations, shown as three screens (docs/product.md). */
export function SmsOptInPage() {
  return (
    <>
      <PageHead title={smsOptInPage.title} description={smsOptInPage.description} path={paths.smsOptIn} />
      <PageHero eyebrow={smsOptInPage.eyebrow} heading={smsOptInPage.heading} intro={smsOptInPage.intro} />
      <StyledScreens aria-labelledby="sms-screens-heading">
        <Container>
          <StyledSectionHeading id="sms-screens-heading">{smsOptInPage.screensHeading}</StyledSectionHeading>
          <StyledScreenList>
            {INVITE_SCREENS.map((screen) => (
              <li key={screen.step}>
                <StyledFigure>
                  <PhoneScreenshot screen={screen} />
                  <figcaption>
                    <strong>{screen.step}</strong>
                    {screen.caption}
                  </figcaption>
                </StyledFigure>
              </li>
            ))}
          </StyledScreenList>
        </Container>
      </StyledScreens>
      <StyledFeatures aria-labelledby="sms-features-heading">
        <Container>
          <StyledSectionHeading id="sms-features-heading">{smsOptInPage.featuresHeading}</StyledSectionHeading>
          <StyledFeatureList>
            {smsOptInPage.features.map((feature) => (
              <li key={feature.title}>
                <FiCheckCircle size={24} aria-hidden="true" focusable="false" />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </StyledFeatureList>
        </Container>
      </StyledFeatures>
      <StyledPolicy aria-labelledby="sms-policy-heading">
        <Container $narrow>
          <StyledSectionHeading id="sms-policy-heading">{smsOptInPage.policyHeading}</StyledSectionHeading>
          {smsOptInPage.policy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link to={paths.smsConsentPolicy}>{smsOptInPage.policyLink}</Link>
        </Container>
      </StyledPolicy>
    </>
  );
}
