import styled from 'styled-components';

const StyledArrow = styled.svg<{ $travel: number }>`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.teal};
  transform: rotate(${({ $travel }) => $travel}deg);
`;

type DirectionArrowProps = {
  /** The bearing the swell or wind comes from, in degrees. */
  fromDegrees: number;
  size?: number;
};

/** An arrow pointing where the swell or wind travels: the opposite of the bearing it comes from. */
export function DirectionArrow({ fromDegrees, size = 18 }: DirectionArrowProps) {
  return (
    <StyledArrow $travel={(fromDegrees + 180) % 360} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-from-degrees={fromDegrees}>
      <path d="M12 2 L19 20 L12 16 L5 20 Z" fill="currentColor" />
    </StyledArrow>
  );
}
