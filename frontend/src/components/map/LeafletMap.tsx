import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import styled, { useTheme } from 'styled-components';
import { DEFAULT_MAP_HEIGHT_PX, DEFAULT_MAP_ZOOM, TILE_ATTRIBUTION, TILE_MAX_ZOOM, TILE_URL, type MapViewProps } from './map-config';
import { StyledMapFrame } from './MapFrame';

const MARKER_SIZE_PX = { width: 30, height: 40 };

const StyledMapContainer = styled(MapContainer)`
  width: 100%;
  height: 100%;
  font-family: ${({ theme }) => theme.font.family};
  &.leaflet-container {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  .leaflet-popup-content {
    margin: ${({ theme }) => theme.spacing(2, 4)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  .leaflet-popup-content-wrapper {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.colors.tealDeep};
  }
  .lineup-map-marker {
    background: none;
    border: 0;
  }
  .lineup-map-marker:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Enter on a focused marker opens its popup (Leaflet's own); Escape closes it. Leaflet only
 * listens for Escape while the map itself has focus, not one of its markers.
 */
const MARKER_EVENTS: LeafletEventHandlerFnMap = {
  keydown: (event) => {
    if (event.originalEvent.key === 'Escape') (event.target as LeafletMarker).closePopup();
  },
};

/** A teal pin drawn as SVG, so markers need no image request (the default icons are PNGs Leaflet looks up at runtime). */
function usePinIcon() {
  const theme = useTheme();
  return useMemo(() => {
    const { width, height } = MARKER_SIZE_PX;
    return divIcon({
      className: 'lineup-map-marker',
      html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40" width="${width}" height="${height}" aria-hidden="true" focusable="false"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="${theme.colors.teal}" stroke="${theme.colors.white}" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="${theme.colors.white}"/></svg>`,
      iconSize: [width, height],
      iconAnchor: [width / 2, height],
      popupAnchor: [0, -height + 4],
    });
  }, [theme]);
}

/**
 * The Leaflet map itself. Only MapView imports this module, lazily, so Leaflet (which touches
 * `window` when imported) and its CSS stay in their own chunk, off every page without a map.
 */
export function LeafletMap({ center, zoom = DEFAULT_MAP_ZOOM, markers = [], height = DEFAULT_MAP_HEIGHT_PX, label }: MapViewProps) {
  const icon = usePinIcon();
  return (
    <StyledMapFrame $height={height} role="region" aria-label={label} data-testid="map">
      <StyledMapContainer center={[center.latitude, center.longitude]} zoom={zoom} scrollWheelZoom={false} maxZoom={TILE_MAX_ZOOM}>
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={TILE_MAX_ZOOM} />
        {markers.map((marker) => (
          <Marker key={`${marker.latitude},${marker.longitude}`} position={[marker.latitude, marker.longitude]} icon={icon} title={marker.popup} eventHandlers={MARKER_EVENTS}>
            <Popup>{marker.popup}</Popup>
          </Marker>
        ))}
      </StyledMapContainer>
    </StyledMapFrame>
  );
}
