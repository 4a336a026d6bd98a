import styled from 'styled-components';
import { media } from '../../styles/theme';

const StyledIntro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledEyebrow = styled.p`
  /* The hover shade: small text on sand needs it for 4.5:1. */
  color: ${({ theme }) => theme.colors.tealHover};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const StyledText = styled.p`
  max-width: 64ch;
  color: ${({ theme }) => theme.colors.muted};
`;

type PageIntroProps = { eyebrow: string; heading: string; intro: string };

/** The heading block at the top of each admin page. */
export function PageIntro({ eyebrow, heading, intro }: PageIntroProps) {
  return (
    <StyledIntro>
      <StyledEyebrow>{eyebrow}</StyledEyebrow>
      <StyledHeading>{heading}</StyledHeading>
      <StyledText>{intro}</StyledText>
    </StyledIntro>
  );
}
