import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import type { PostcardPalette } from './landing-content';

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

type SpotPostcardArtProps = { palette: PostcardPalette; label: string };

/** A small SVG seascape: sky, sun, headland and three lines of swell, in the palette of the time of day. */
export function SpotPostcardArt({ palette, label }: SpotPostcardArtProps) {
  const { colors } = useTheme();
  const gradientId = useId();
  const skies: Record<PostcardPalette, [string, string, string]> = {
    dawn: [colors.warningSoft, colors.tealSoft, colors.focus],
    midday: [colors.tealSoft, colors.foam, colors.white],
    dusk: [colors.ocean, colors.tealDeep, colors.warningSoft],
    fog: [colors.border, colors.foam, colors.white],
  };
  const [skyTop, skyBottom, sun] = skies[palette];
  return (
    <StyledSvg width="320" height="200" viewBox="0 0 320 200" role="img" aria-label={label}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={skyTop} />
          <stop offset="1" stopColor={skyBottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradientId})`} />
      <circle cx="236" cy="78" r="26" fill={sun} opacity="0.85" />
      <path d="M0 112c30-18 58-34 92-30 26 3 38 22 62 26l-154 10z" fill={colors.tealDeep} opacity="0.75" />
      <path d="M0 118h320v82H0z" fill={colors.teal} />
      <path d="M0 128c40-10 80-10 120 0s80 10 120 0 60-8 80-4v76H0z" fill={colors.tealHover} />
      <path d="M0 150c34-14 74-22 112-10 30 10 44 24 76 18 40-8 74-28 132-22v64H0z" fill={colors.tealDeep} />
      <path d="M-4 176c40-10 84-12 124-2s88 10 132-2 52-8 72-4" fill="none" stroke={colors.white} strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      <path d="M150 150c10-16 28-24 44-20-10 4-16 12-18 22" fill="none" stroke={colors.white} strokeWidth="3" strokeLinecap="round" opacity="0.8" />
    </StyledSvg>
  );
}
