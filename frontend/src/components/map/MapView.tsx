import { Component, lazy, Suspense, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { appNeeded } from '../../lib/page-markup';
import { DEFAULT_MAP_HEIGHT_PX, type MapViewProps } from './map-config';
import { StyledMapFrame } from './MapFrame';
import { useNearViewport } from './use-near-viewport';

const LOADING_MESSAGE = 'Loading map…';
const FAILED_MESSAGE = 'The map could not be loaded.';

const LeafletMap = lazy(() => import('./LeafletMap').then(({ LeafletMap }) => ({ default: LeafletMap })));

const StyledPlaceholder = styled(StyledMapFrame)`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  background: repeating-linear-gradient(135deg, transparent 0 22px, ${({ theme }) => theme.colors.foam} 22px 24px), ${({ theme }) => theme.colors.tealSoft};
`;

type MapPlaceholderProps = { height: number; label: string; message: string; ref?: Ref<HTMLDivElement> };

function MapPlaceholder({ height, label, message, ref }: MapPlaceholderProps) {
  return (
    <StyledPlaceholder ref={ref} $height={height} role="region" aria-label={label} aria-busy={message === LOADING_MESSAGE} data-testid="map-placeholder" {...appNeeded()}>
      <p>{message}</p>
    </StyledPlaceholder>
  );
}

type MapErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** A chunk that fails to download leaves the placeholder box in place instead of an empty page. */
class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A Leaflet map with OpenStreetMap tiles, loaded on demand. It renders a placeholder of the same
 * height until, in a browser, it nears the viewport: a server render never imports Leaflet, and a
 * map below the fold costs nothing while the page loads and hydrates.
 */
export function MapView(props: MapViewProps) {
  const height = props.height ?? DEFAULT_MAP_HEIGHT_PX;
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholderRef);

  const loading = <MapPlaceholder ref={placeholderRef} height={height} label={props.label} message={LOADING_MESSAGE} />;
  if (!near) return loading;
  return (
    <MapErrorBoundary fallback={<MapPlaceholder height={height} label={props.label} message={FAILED_MESSAGE} />}>
      <Suspense fallback={loading}>
        <LeafletMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
