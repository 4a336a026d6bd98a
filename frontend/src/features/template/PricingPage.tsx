import { FiCheck } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { media } from '../../styles/theme';
import { pricingPage } from './template-content';
import { TemplateGrid } from './TemplateGrid';
import { TemplateHero } from './TemplateHero';
import { templateColors, templateShadow } from '../../styles/template-theme';

const StyledPlans = styled(TemplateGrid)`
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: stretch;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledPlan = styled.li<{ $highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(8, 6)};
  border: 1px solid ${templateColors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${templateColors.white};
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border: 2px solid ${templateColors.accent};
      box-shadow: ${templateShadow.highlighted};
      ${media.lg} {
        transform: scale(1.03);
      }
      padding-top: ${theme.spacing(10)};
    `}
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(2)};
    align-items: flex-start;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${templateColors.accent};
  }
`;

const StyledBadge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.spacing(1, 4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(90deg, ${templateColors.accent}, ${templateColors.violet});
  color: ${templateColors.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const StyledPrice = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${templateColors.ink};
  strong {
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    letter-spacing: -0.03em;
    line-height: 1;
  }
  span {
    color: ${templateColors.muted};
  }
`;

const StyledDescription = styled.p`
  color: ${templateColors.muted};
`;

const StyledPlanCta = styled(Link)<{ $highlighted: boolean }>`
  display: flex;
  justify-content: center;
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${templateColors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  ${({ $highlighted }) =>
    $highlighted
      ? css`
          background: ${templateColors.accent};
          && {
            color: ${templateColors.white};
          }
          &:hover {
            background: ${templateColors.accentHover};
          }
        `
      : css`
          background: ${templateColors.white};
          && {
            color: ${templateColors.accentDeep};
          }
          &:hover {
            background: ${templateColors.accentSoft};
          }
        `}
`;

export function PricingPage() {
  return (
    <>
      <PageHead title={pricingPage.title} description={pricingPage.description} path={paths.pricing} />
      <TemplateHero eyebrow={pricingPage.eyebrow} heading={pricingPage.heading} intro={pricingPage.intro} />
      <StyledPlans>
        {pricingPage.plans.map((plan) => (
          <StyledPlan key={plan.id} $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`} data-highlighted={plan.highlighted}>
            {plan.highlighted && <StyledBadge>{pricingPage.highlightBadge}</StyledBadge>}
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            <StyledPrice>
              <strong>{plan.price}</strong>
              {'period' in plan && <span>{plan.period}</span>}
            </StyledPrice>
            <StyledDescription>{plan.description}</StyledDescription>
            <ul aria-label={`${plan.name} features`}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <FiCheck aria-hidden="true" focusable="false" />
                  {feature}
                </li>
              ))}
            </ul>
            <StyledPlanCta to={paths.resources} $highlighted={plan.highlighted} aria-label={`${plan.cta}: ${plan.name}`}>
              {plan.cta}
            </StyledPlanCta>
          </StyledPlan>
        ))}
      </StyledPlans>
    </>
  );
}
