/** The map constants of docs/product.md, "Constants" and the tile service's terms, named once. */
export const DEFAULT_MAP_ZOOM = 13;
export const DEFAULT_MAP_HEIGHT_PX = 400;
export const TILE_MAX_ZOOM = 19;
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's tile usage policy requires this credit, linking to its copyright page. */
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type MapCoordinates = { latitude: number; longitude: number };

export type MapMarker = MapCoordinates & {
  /** Shown in the marker's popup, and its accessible name. */
  popup: string;
};

export type MapViewProps = {
  center: MapCoordinates;
  /** Defaults to DEFAULT_MAP_ZOOM. */
  zoom?: number;
  markers?: readonly MapMarker[];
  /** In px; defaults to DEFAULT_MAP_HEIGHT_PX. The placeholder has the same height, so nothing shifts. */
  height?: number;
  /** Names the map region for screen readers, e.g. "Map of Steamer Lane". */
  label: string;
};
