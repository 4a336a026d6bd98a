import { useId } from 'react';
import { LuDownload } from 'react-icons/lu';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { StoreButtons } from '../../components/store/StoreButtons';
import { ButtonLink } from '../../components/ui/Button';
import { StyledSpotCard } from './SpotCard';
import { storeClick, trackedClick } from '../../lib/page-markup';
import { SPOT_COPY } from './spot-content';

const StyledDownloadCard = styled(StyledSpotCard)`
  border: 0;
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.tealDeep}, ${({ theme }) => theme.colors.ocean});
  color: ${({ theme }) => theme.colors.tealSoft};
  h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.white};
  }
`;

type DownloadCardProps = { analyticsLabel: string };

export function DownloadCard({ analyticsLabel }: DownloadCardProps) {
  const titleId = useId();
  const copy = SPOT_COPY.download;
  return (
    <StyledDownloadCard aria-labelledby={titleId}>
      <h2 id={titleId}>{copy.title}</h2>
      <p>{copy.text}</p>
      <ButtonLink to={paths.getApp} $variant="inverse" $fullWidth {...trackedClick({ event: 'download_app', category: 'download', label: analyticsLabel })}>
        <LuDownload aria-hidden="true" />
        {copy.button}
      </ButtonLink>
      <StoreButtons tracking={storeClick(analyticsLabel)} />
    </StyledDownloadCard>
  );
}
