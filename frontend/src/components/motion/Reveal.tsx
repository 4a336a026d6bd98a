import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';
import { prefersReducedMotion } from '../../lib/motion';

/** docs/product.md, "Constants": a section animates once, when 10% of it is visible. */
export const REVEAL_VISIBLE_FRACTION = 0.1;

/**
 * static: as rendered by the server, visible, no effect (also without JavaScript, under reduced
 * motion, and for sections already on screen at load); waiting: below the fold, faded out until
 * it scrolls into view; revealed: animated in, for good.
 */
type RevealState = 'static' | 'waiting' | 'revealed';

const StyledReveal = styled.div<{ $state: RevealState }>`
  ${({ $state, theme }) =>
    $state !== 'static' &&
    css`
      transition:
        opacity ${theme.motion.slow} ease-out,
        transform ${theme.motion.slow} ease-out;
      opacity: ${$state === 'waiting' ? 0 : 1};
      transform: translateY(${$state === 'waiting' ? theme.spacing(6) : '0'});
    `}
  ${media.reducedMotion} {
    transition: none;
    opacity: 1;
    transform: none;
  }
`;

type RevealProps = { children: ReactNode; as?: 'div' | 'section' | 'li' } & Record<`data-${string}`, string>;

/**
 * Fades a block in the first time it scrolls into view. Content is never hidden before the
 * page is interactive: the hidden state is only set after hydration, for blocks still off screen.
 */
export function Reveal({ children, as = 'div', ...rest }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setState('waiting');
          return;
        }
        if (entry.isIntersecting) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_VISIBLE_FRACTION },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <StyledReveal ref={ref} as={as} $state={state} data-reveal={state} {...rest}>
      {children}
    </StyledReveal>
  );
}
