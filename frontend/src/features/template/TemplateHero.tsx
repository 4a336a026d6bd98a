import styled from 'styled-components';
import { media } from '../../styles/theme';
import { templateColors } from '../../styles/template-theme';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.spacing(16, 4, 12)};
  background: radial-gradient(120% 80% at 50% 0%, ${templateColors.accentSoft} 0%, ${templateColors.white} 70%);
  text-align: center;
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(24, 4, 16)};
  }
`;

const StyledEyebrow = styled.p`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border: 1px solid ${templateColors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${templateColors.white};
  color: ${templateColors.accentDeep};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledHeading = styled.h1`
  max-width: 20ch;
  margin: ${({ theme }) => theme.spacing(5)} auto 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.035em;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.hero};
  }
`;

const StyledIntro = styled.p`
  max-width: 56ch;
  margin: ${({ theme }) => theme.spacing(5)} auto 0;
  color: ${templateColors.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

type TemplateHeroProps = { eyebrow: string; heading: string; intro: string };

export function TemplateHero({ eyebrow, heading, intro }: TemplateHeroProps) {
  return (
    <StyledHero>
      <StyledEyebrow>{eyebrow}</StyledEyebrow>
      <StyledHeading>{heading}</StyledHeading>
      <StyledIntro>{intro}</StyledIntro>
    </StyledHero>
  );
}
