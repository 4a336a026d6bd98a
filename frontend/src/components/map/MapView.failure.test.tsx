import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MapView } from './MapView';

// The Leaflet chunk fails to download, as on a flaky connection after a deploy.
vi.mock('./LeafletMap', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

describe('MapView when Leaflet cannot be loaded', () => {
  it('keeps a box of the same height with a message instead of breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<MapView center={{ latitude: 36.95, longitude: -122.02 }} label="Map of the venue" height={320} />);
    expect(await screen.findByText('The map could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the venue' })).toHaveStyle({ height: '320px' });
  });
});
