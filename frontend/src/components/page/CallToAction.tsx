import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledCallToAction = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  justify-items: center;
  padding: ${({ theme }) => theme.spacing(12, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.tealHover}, ${({ theme }) => theme.colors.tealDeep});
  color: ${({ theme }) => theme.colors.tealSoft};
  text-align: center;
  > h2 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  > p {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

type CallToActionProps = {
  title: string;
  titleId?: string;
  lead: string;
  /** The action itself: store buttons, the beta form. */
  children: ReactNode;
  className?: string;
};

/** The teal card that closes a marketing page with one thing to do. */
export function CallToAction({ title, titleId, lead, children, className }: CallToActionProps) {
  return (
    <StyledCallToAction className={className}>
      <h2 id={titleId}>{title}</h2>
      <p>{lead}</p>
      {children}
    </StyledCallToAction>
  );
}
