import { useId } from 'react';
import { LuDownload } from 'react-icons/lu';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { StoreButtons } from '../../components/store/StoreButtons';
import { ButtonLink } from '../../components/ui/Button';
import { StyledSpotCard } from './SpotCard';
import { trackDownloadClick, trackStoreClick } from './spot-analytics';
import { SPOT_COPY } from './spot-copy';

const StyledDownloadCard = styled(StyledSpotCard)`
  border: 0;
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.tealDeep}, ${({ theme }) => theme.colors.ocean});
  color: ${({ theme }) => theme.colors.white};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.white};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.tealSoft};
`;

type DownloadCardProps = { analyticsLabel: string };

export function DownloadCard({ analyticsLabel }: DownloadCardProps) {
  const titleId = useId();
  const copy = SPOT_COPY.download;
  return (
    <StyledDownloadCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{copy.title}</StyledTitle>
      <StyledText>{copy.text}</StyledText>
      <ButtonLink to={paths.getApp} $variant="inverse" $fullWidth onClick={() => trackDownloadClick(analyticsLabel)}>
        <LuDownload aria-hidden="true" />
        {copy.button}
      </ButtonLink>
      <StoreButtons onStoreClick={(store) => trackStoreClick(store, analyticsLabel)} />
    </StyledDownloadCard>
  );
}
