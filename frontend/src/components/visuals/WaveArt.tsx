import styled from 'styled-components';

const StyledWaves = styled.svg<{ $flip: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  color: ${({ theme }) => theme.colors.teal};
  transform: ${({ $flip }) => ($flip ? 'scaleY(-1)' : 'none')};
`;

type WaveArtProps = {
  /** Draws the swell hanging from the top edge instead of rising from the bottom. */
  flip?: boolean;
  className?: string;
};

/** Three layered swell lines in the brand teal: the divider and backdrop of the marketing pages. */
export function WaveArt({ flip = false, className }: WaveArtProps) {
  return (
    <StyledWaves className={className} $flip={flip} width="1440" height="160" viewBox="0 0 1440 160" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 96c120-34 240-52 360-34s240 62 360 62 240-56 360-62 240 22 360 34v64H0z" fill="currentColor" opacity="0.18" />
      <path d="M0 116c96-22 192-30 320-16s224 46 352 44 256-48 384-52 256 24 384 40v28H0z" fill="currentColor" opacity="0.32" />
      <path d="M0 136c140-18 260-20 400-6s260 24 400 18 260-26 400-26 180 14 240 22v16H0z" fill="currentColor" opacity="0.55" />
    </StyledWaves>
  );
}
