import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DEFAULT_MAP_HEIGHT_PX } from './map-config';
import { MapView } from './MapView';

const markers = [
  { latitude: 36.9512, longitude: -122.0262, popup: 'Steamer Lane' },
  { latitude: 36.9535, longitude: -122.0302, popup: 'Cowells' },
];

describe('MapView', () => {
  it('holds a box of the map height while Leaflet loads, then shows the map with its markers and OpenStreetMap credit', async () => {
    renderWithProviders(<MapView center={markers[0]} markers={markers} label="Map of the breaks" />);

    const region = screen.getByRole('region', { name: 'Map of the breaks' });
    expect(region).toHaveStyle({ height: `${DEFAULT_MAP_HEIGHT_PX}px` });

    await waitFor(() => expect(screen.getByTestId('map')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Map of the breaks' })).toHaveStyle({ height: `${DEFAULT_MAP_HEIGHT_PX}px` });
    expect(await screen.findByRole('button', { name: 'Steamer Lane' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cowells' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(document.querySelector('img.leaflet-tile, .leaflet-tile-container')).not.toBeNull();
  });

  it('opens a marker popup with its name, and closes it with Escape', async () => {
    renderWithProviders(<MapView center={markers[0]} markers={markers} label="Map" height={300} />);
    const marker = await screen.findByRole('button', { name: 'Cowells' });
    fireEvent.click(marker);
    expect(await screen.findByText('Cowells', { selector: '.leaflet-popup-content' })).toBeInTheDocument();
    fireEvent.keyDown(marker, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Cowells', { selector: '.leaflet-popup-content' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Map' })).toHaveStyle({ height: '300px' });
  });
});
