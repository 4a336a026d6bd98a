import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPhone = styled.figure`
  position: relative;
  width: 100%;
  max-width: 300px;
  aspect-ratio: 9 / 18.5;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: 44px;
  background: ${({ theme }) => theme.colors.oceanDeep};
  box-shadow: ${({ theme }) => theme.shadow.raised}, ${({ theme }) => theme.shadow.phoneEdge};
`;

const StyledNotch = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(5)};
  left: 50%;
  z-index: 1;
  width: 34%;
  height: 22px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.oceanDeep};
  transform: translateX(-50%);
`;

const StyledScreen = styled.div`
  height: 100%;
  overflow: hidden;
  border-radius: 34px;
  background: ${({ theme }) => theme.colors.foam};
`;

type PhoneFrameProps = {
  /** What the screen shows, for people who cannot see it. */
  label: string;
  children: ReactNode;
  className?: string;
};

/** A phone drawn in CSS around an app screen made of real markup, read out as one image. */
export function PhoneFrame({ label, children, className }: PhoneFrameProps) {
  return (
    <StyledPhone className={className} role="img" aria-label={label}>
      <StyledNotch />
      <StyledScreen>{children}</StyledScreen>
    </StyledPhone>
  );
}
