import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Container } from '../ui/Container';

const StyledHero = styled.header<{ $align: 'center' | 'start' }>`
  padding: ${({ theme }) => theme.spacing(14, 0, 10)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.white} 100%);
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(20, 0, 12)};
  }
`;

/** The hover shade, not the base teal: small bold text needs 4.5:1 on the pale background. */
const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.tealHover};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledHeading = styled.h1`
  margin-top: ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.02em;
  overflow-wrap: break-word;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const StyledIntro = styled.p<{ $align: 'center' | 'start' }>`
  max-width: 60ch;
  margin: ${({ theme }) => theme.spacing(4)} ${({ $align }) => ($align === 'center' ? 'auto' : '0')} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  align?: 'center' | 'start';
  narrow?: boolean;
  /** Shown under the intro: an effective date, cards, a call to action. */
  children?: ReactNode;
};

/** The opening band of a content page: eyebrow, the page's one h1, and an intro. */
export function PageHero({ eyebrow, heading, intro, align = 'center', narrow = false, children }: PageHeroProps) {
  return (
    <StyledHero $align={align}>
      <Container $narrow={narrow}>
        <StyledEyebrow>{eyebrow}</StyledEyebrow>
        <StyledHeading>{heading}</StyledHeading>
        <StyledIntro $align={align}>{intro}</StyledIntro>
        {children}
      </Container>
    </StyledHero>
  );
}
