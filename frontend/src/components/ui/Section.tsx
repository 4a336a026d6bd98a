import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';

export type SectionTone = 'white' | 'foam' | 'sand' | 'ocean';

/** A full-width band of a marketing page with the site's vertical rhythm. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  position: relative;
  padding: ${({ theme }) => theme.spacing(16, 0)};
  background: ${({ theme, $tone = 'white' }) => theme.colors[$tone === 'ocean' ? 'ocean' : $tone]};
  color: ${({ theme, $tone }) => ($tone === 'ocean' ? theme.colors.tealSoft : theme.colors.text)};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(24, 0)};
  }
  ${({ theme, $tone }) =>
    $tone === 'ocean' &&
    css`
      h2,
      h3 {
        color: ${theme.colors.white};
      }
    `}
`;

const StyledHeading = styled.div<{ $align: 'start' | 'center' }>`
  max-width: 720px;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.spacing(12)};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
`;

const StyledEyebrow = styled.p<{ $inverse: boolean }>`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.tealSoft : theme.colors.tealHover)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.15;
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const StyledLead = styled.p`
  margin-top: ${({ theme }) => theme.spacing(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
`;

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** For headings on the dark ocean band. */
  inverse?: boolean;
  id?: string;
};

/** Eyebrow, h2 and lead paragraph: the opening of every marketing section. */
export function SectionHeading({ eyebrow, title, lead, align = 'center', inverse = false, id }: SectionHeadingProps) {
  return (
    <StyledHeading $align={align}>
      {eyebrow && <StyledEyebrow $inverse={inverse}>{eyebrow}</StyledEyebrow>}
      <StyledTitle id={id}>{title}</StyledTitle>
      {lead && <StyledLead>{lead}</StyledLead>}
    </StyledHeading>
  );
}
