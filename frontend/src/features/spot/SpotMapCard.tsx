import { useId } from 'react';
import { LuCompass, LuMapPin } from 'react-icons/lu';
import { MapView } from '../../components/map/MapView';
import { Button } from '../../components/ui/Button';
import { appNeeded } from '../../lib/page-markup';
import { SPOT_MAP_ZOOM } from './spot-constants';
import { StyledCardTitle, StyledSpotCard } from './SpotCard';
import { SPOT_COPY } from './spot-content';
import type { Spot } from './spot-types';

type SpotMapCardProps = { spot: Pick<Spot, 'name' | 'coordinates' | 'breaks'>; onExplore: () => void };

export function SpotMapCard({ spot, onExplore }: SpotMapCardProps) {
  const titleId = useId();
  const copy = SPOT_COPY.map;
  return (
    <StyledSpotCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>
        <LuMapPin aria-hidden="true" />
        {copy.title}
      </StyledCardTitle>
      <MapView center={spot.coordinates} zoom={SPOT_MAP_ZOOM} markers={spot.breaks} label={copy.label(spot.name)} />
      <Button $variant="secondary" $fullWidth onClick={onExplore} {...appNeeded()}>
        <LuCompass aria-hidden="true" />
        {copy.explore}
      </Button>
    </StyledSpotCard>
  );
}
