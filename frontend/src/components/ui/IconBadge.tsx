import styled from 'styled-components';

/** The soft teal square (or circle) that holds a feature's or a card's icon. */
export const IconBadge = styled.span<{ $size?: number; $round?: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 48 }) => `${$size}px`};
  height: ${({ $size = 48 }) => `${$size}px`};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.md)};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
`;
