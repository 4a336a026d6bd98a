import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Toaster } from './Toaster';
import { toastAdded } from './toast-slice';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ title: 'Already signed up', description: 'This email has already been registered for the beta.', variant: 'destructive' }));
      store.dispatch(toastAdded({ title: 'Support request submitted!', description: "We'll get back to you within 24-48 hours." }));
    });
    expect(store.getState().toasts.toasts).toHaveLength(1);
    expect(await screen.findByText('Support request submitted!')).toBeInTheDocument();
    expect(screen.queryByText('Already signed up')).not.toBeInTheDocument();
  });

  it('closes a toast from its close button', async () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ title: 'Network error', description: 'Please check your connection and try again.' }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.getState().toasts.toasts[0].open).toBe(false);
  });

  it('renders nothing before the first toast, so no page loads the toast code to paint', () => {
    const { container } = renderWithProviders(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves focus to the notifications region on F8, loading it first if needed', async () => {
    renderWithProviders(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    const region = await screen.findByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
