import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Container } from '../ui/Container';
import { Split } from '../ui/Split';
import { WaveArt } from '../visuals/WaveArt';

/** Its own stacking context, so the waves can sit behind the copy and the visual they rise into. */
const StyledHero = styled.section`
  isolation: isolate;
  overflow: hidden;
  padding-top: ${({ theme }) => theme.spacing(12)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.tealSoft} 100%);
  ${media.md} {
    padding-top: ${({ theme }) => theme.spacing(20)};
  }
`;

/** Balanced, so no title ends on a lone word. */
const StyledTitle = styled.h1`
  font-size: 2.375rem;
  text-wrap: balance;
  line-height: 1.05;
  letter-spacing: -0.03em;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.hero};
  }
`;

const StyledLead = styled.p`
  max-width: 56ch;
  margin: ${({ theme }) => theme.spacing(5, 0, 8)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.65;
`;

const StyledWaves = styled(WaveArt)`
  position: relative;
  z-index: -1;
  margin-top: ${({ theme }) => theme.spacing(-6)};
`;

/** The white pill above a hero's title. */
export const HeroBadge = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(1.5, 4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** The small print under a hero's store buttons. */
export const HeroNote = styled.p`
  margin-top: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

type SplitHeroProps = {
  id?: string;
  titleId: string;
  /** Above the title: a pill, an availability line, an eyebrow. */
  badge?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Under the lead: store buttons, a call to action, small print. */
  children: ReactNode;
  /** Beside the copy on desktops, under it on phones: the phone, the event's facts. */
  visual: ReactNode;
  /** The copy's and the visual's widths on desktops. */
  columns?: string;
  className?: string;
};

/** The opening of a marketing page: the page's h1 and its pitch beside a visual, on a band that ends in waves. */
export function SplitHero({ id, titleId, badge, title, lead, children, visual, columns = '1.2fr 0.8fr', className }: SplitHeroProps) {
  return (
    <StyledHero id={id} aria-labelledby={titleId} className={className}>
      <Container>
        <Split columns={columns}>
          <div>
            {badge}
            <StyledTitle id={titleId}>{title}</StyledTitle>
            <StyledLead>{lead}</StyledLead>
            {children}
          </div>
          {visual}
        </Split>
      </Container>
      <StyledWaves />
    </StyledHero>
  );
}
