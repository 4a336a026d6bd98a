import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { SupportForm } from './SupportForm';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  return renderWithProviders(
    <>
      <SupportForm />
      <Toaster />
    </>,
  );
}

const field = {
  name: () => screen.getByLabelText(/^Name/),
  email: () => screen.getByLabelText(/^Email/),
  subject: () => screen.getByLabelText(/^Subject/),
  category: () => screen.getByLabelText(/^Category/),
  priority: () => screen.getByLabelText(/^Priority/),
  description: () => screen.getByLabelText(/^Description/),
};

async function fillIn() {
  const user = userEvent.setup();
  await user.type(field.name(), 'Kelly Waters');
  await user.type(field.email(), 'kelly@example.com');
  await user.type(field.subject(), 'Forecast missing for Mavericks');
  await user.selectOptions(field.category(), 'forecasts');
  await user.selectOptions(field.priority(), 'high');
  await user.type(field.description(), 'The hourly strip is empty since this morning.');
  return user;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });

describe('the support request form', () => {
  it('marks every field required, with its label tied to it and an email input for the email', () => {
    renderForm();
    for (const input of Object.values(field).map((get) => get())) {
      expect(input).toBeRequired();
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.description()).toHaveAttribute('rows', '6');
    expect(field.name()).toHaveAttribute('maxlength', '100');
    expect(field.email()).toHaveAttribute('maxlength', '254');
    expect(field.subject()).toHaveAttribute('maxlength', '200');
    expect(field.description()).toHaveAttribute('maxlength', '5000');
  });

  it('offers the nine categories and four priorities of the specification', () => {
    renderForm();
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options(field.category())).toEqual([
      ['account', 'Account Issues'],
      ['forecasts', 'Forecast Accuracy'],
      ['app', 'App Functionality'],
      ['billing', 'Billing & Subscriptions'],
      ['community', 'Community Features'],
      ['data', 'Data & Privacy'],
      ['technical', 'Technical Issues'],
      ['feedback', 'Feature Requests'],
      ['other', 'Other'],
    ]);
    expect(options(field.priority())).toEqual([
      ['low', 'Low - General question'],
      ['medium', 'Medium - Needs attention'],
      ['high', 'High - Impacts app usage'],
      ['urgent', 'Urgent - Critical issue'],
    ]);
  });

  it('sends nothing while fields are missing or the email is malformed, and says what to fix', async () => {
    const network = stubFetch({ status: 201, body: { ok: true, id: 'x' } });
    renderForm();
    const user = userEvent.setup();
    await user.type(field.email(), 'not-an-email');
    await user.click(submitButton());

    expect(network.requests).toHaveLength(0);
    expect(field.name()).toHaveAccessibleDescription('Name is required.');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription('Enter an email address like you@example.com.');
    expect(field.category()).toHaveAccessibleDescription('Choose a category.');
    expect(field.priority()).toHaveAccessibleDescription('Choose a priority.');

    await user.type(field.name(), 'Kelly');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('counts down the characters left in the description', async () => {
    renderForm();
    expect(field.description()).toHaveAccessibleDescription('5,000 of 5,000 characters left');
    await userEvent.type(field.description(), 'Blown out');
    expect(field.description()).toHaveAccessibleDescription('4,991 of 5,000 characters left');
  });

  it('posts the request, disables every field and the button while it is sent, then thanks and resets', async () => {
    const network = stubFetch({ status: 201, body: { ok: true, id: '3f1c2b1e-0000-4000-8000-000000000000' } });
    renderForm();
    const user = await fillIn();

    network.hold();
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    for (const input of Object.values(field).map((get) => get())) {
      expect(input).toBeDisabled();
    }

    network.release();
    expect(await screen.findByText('Support request submitted!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24-48 hours.")).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.category()).toHaveValue('');
    expect(field.description()).toHaveValue('');
    expect(submitButton()).toBeEnabled();

    expect(network.requests).toHaveLength(1);
    const [request] = network.requests;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/support');
    expect(await request.json()).toEqual({
      name: 'Kelly Waters',
      email: 'kelly@example.com',
      subject: 'Forecast missing for Mavericks',
      category: 'forecasts',
      priority: 'high',
      description: 'The hourly strip is empty since this morning.',
    });
  });

  it("shows the server's error text when the API refuses, and keeps what was typed", async () => {
    stubFetch({ status: 429, body: { statusCode: 429, error: 'Too many requests, please try again in a minute.' } });
    renderForm();
    const user = await fillIn();
    await user.click(submitButton());

    expect(await screen.findByText('Failed to submit request')).toBeInTheDocument();
    expect(screen.getByText('Too many requests, please try again in a minute.')).toBeInTheDocument();
    expect(field.name()).toHaveValue('Kelly Waters');
    expect(field.category()).toHaveValue('forecasts');
    expect(field.description()).toHaveValue('The hourly strip is empty since this morning.');
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to a generic message when the failure has no error text', async () => {
    stubFetch({ status: 500 });
    renderForm();
    const user = await fillIn();
    await user.click(submitButton());

    expect(await screen.findByText('Failed to submit request')).toBeInTheDocument();
    expect(screen.getByText('Please try again or email us directly.')).toBeInTheDocument();
    expect(field.subject()).toHaveValue('Forecast missing for Mavericks');
  });

  it('points at the fields the API rejected', async () => {
    stubFetch({
      status: 400,
      body: { statusCode: 400, error: 'Validation failed', details: [{ field: 'email', messages: ['email must be an email'] }] },
    });
    renderForm();
    const user = await fillIn();
    await user.click(submitButton());

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(field.email()).toHaveAccessibleDescription('email must be an email');
    expect(field.email()).toHaveValue('kelly@example.com');
  });

  it('reports a network failure and keeps what was typed', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    renderForm();
    const user = await fillIn();
    await user.click(submitButton());

    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(field.email()).toHaveValue('kelly@example.com');
    expect(field.priority()).toHaveValue('high');
  });
});
