import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';

/** The column widths come in as a CSS variable, so every page's ratio shares this one class. */
const StyledSplit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(12)};
  align-items: center;
  ${media.lg} {
    grid-template-columns: var(--split-columns);
  }
`;

type SplitProps = {
  /** The two columns' widths from desktop width up, e.g. `0.8fr 1.2fr`. */
  columns: string;
  className?: string;
  children: ReactNode;
};

/** Copy beside a visual (a phone, a map, a card): stacked on phones, side by side on desktops. */
export function Split({ columns, className, children }: SplitProps) {
  return (
    <StyledSplit className={className} style={{ '--split-columns': columns }}>
      {children}
    </StyledSplit>
  );
}

/** The phone drawing's side of a split, at the phone's natural width and centred. */
export const SplitPhone = styled.div`
  width: 100%;
  max-width: 280px;
  margin: 0 auto;
`;
