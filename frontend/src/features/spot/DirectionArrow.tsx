import styled from 'styled-components';

const DEFAULT_SIZE_PX = 18;

/**
 * The arrow is a clipped box, not an SVG: the page shows 11 of them, and a box with its angle in
 * an inline style adds no CSS per angle and little HTML.
 */
const StyledArrow = styled.span`
  flex-shrink: 0;
  width: ${DEFAULT_SIZE_PX}px;
  height: ${DEFAULT_SIZE_PX}px;
  background: ${({ theme }) => theme.colors.teal};
  clip-path: polygon(50% 8.33%, 79.17% 83.33%, 50% 66.67%, 20.83% 83.33%);
`;

type DirectionArrowProps = {
  /** The bearing the swell or wind comes from, in degrees. */
  fromDegrees: number;
  size?: number;
};

/** An arrow pointing where the swell or wind travels: the opposite of the bearing it comes from. */
export function DirectionArrow({ fromDegrees, size = DEFAULT_SIZE_PX }: DirectionArrowProps) {
  const transform = `rotate(${(fromDegrees + 180) % 360}deg)`;
  return <StyledArrow aria-hidden="true" data-from-degrees={fromDegrees} style={size === DEFAULT_SIZE_PX ? { transform } : { transform, width: size, height: size }} />;
}
