import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { type RangeOptions, type RangePreset, useRangeParams } from '../../lib/date-range';
import { renderWithProviders } from '../../test/render';
import { RangePicker } from './RangePicker';

const OPEN: RangeOptions<'7d' | '30d' | 'all' | 'custom'> = { presets: ['7d', '30d', 'all', 'custom'], fallback: 'all' };
const BOUNDED: RangeOptions<'today' | '7d' | 'custom'> = { presets: ['today', '7d', 'custom'], fallback: '7d' };
const RESETS = ['page'];

function Dashboard<Preset extends RangePreset>({ options, hideLegend = false }: { options: RangeOptions<Preset>; hideLegend?: boolean }) {
  const { preset, range, choosePreset, chooseDays } = useRangeParams(options, RESETS);
  const location = useLocation();
  return (
    <>
      <RangePicker
        legend="Date range"
        hideLegend={hideLegend}
        presets={options.presets}
        preset={preset}
        range={range}
        onPreset={choosePreset}
        onDays={chooseDays}
        note={`${range.from ?? 'start'} to ${range.to ?? 'today'}`}
      />
      <output data-testid="location">{location.search}</output>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RangePicker', () => {
  it("shows the page's presets in one vocabulary, the URL's range pressed, and puts a choice in the URL, back to the table's first page", async () => {
    renderWithProviders(<Dashboard options={OPEN} />, { path: '/stats?page=3&sort=pageViews&range=7d' });
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'All time', 'Custom']);
    expect(pressed()).toEqual(['Last 7 days']);
    expect(screen.getByText('2026-03-09 to 2026-03-15')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(location()).toBe('?sort=pageViews&range=30d');
    expect(pressed()).toEqual(['Last 30 days']);
    expect(screen.getByText('2026-02-14 to 2026-03-15')).toBeInTheDocument();
  });

  it('starts a custom range from the days shown, takes its days from the inputs, and leaves an end open when one is cleared', async () => {
    renderWithProviders(<Dashboard options={OPEN} />, { path: '/stats?range=7d' });
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(location()).toBe('?range=custom&from=2026-03-09&to=2026-03-15');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-09');
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '2000-01-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2027-03-16');

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    expect(location()).toBe('?range=custom&from=2026-03-01&to=2026-03-15');
    await userEvent.clear(screen.getByLabelText('To'));
    expect(location()).toBe('?range=custom&from=2026-03-01');
    expect(screen.getByText('2026-03-01 to today')).toBeInTheDocument();
  });

  it('reads a bad URL as the fallback, and keeps both ends of a range where all time is not offered', async () => {
    renderWithProviders(<Dashboard options={BOUNDED} />, { path: '/stats?range=custom&from=2026-02-30&to=2026-03-01' });
    expect(pressed()).toEqual(['Last 7 days']);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await userEvent.clear(screen.getByLabelText('To'));
    expect(location()).toBe('?range=custom&from=2026-03-09&to=2026-03-15');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-15');
  });

  it('names its group for screen readers alone where the page shows no legend', () => {
    renderWithProviders(<Dashboard options={OPEN} hideLegend />, { path: '/stats' });
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(screen.getByText('Date range')).toHaveClass('visually-hidden');
    expect(pressed()).toEqual(['All time']);
  });
});
