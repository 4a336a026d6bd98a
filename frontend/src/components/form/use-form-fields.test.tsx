import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, vi } from 'vitest';
import { useFormFields } from './use-form-fields';

const EMPTY = { name: '', topic: '', story: '' };
type Sent = typeof EMPTY;

/** A form of each kind of field, showing a value it derives, with a button that re-renders it as any state change would. */
function Probe({ onSend }: { onSend: (values: Sent) => void }) {
  const { formRef, values, read, clear } = useFormFields(EMPTY);
  const [renders, setRenders] = useState(0);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(read());
  };
  return (
    <form ref={formRef} onChange={read} onSubmit={send}>
      <input name="name" aria-label="Name" defaultValue={EMPTY.name} />
      <select name="topic" aria-label="Topic" defaultValue={EMPTY.topic}>
        <option value="" disabled>
          Pick one
        </option>
        <option value="forecasts">Forecasts</option>
      </select>
      <textarea name="story" aria-label="Story" defaultValue={EMPTY.story} disabled={renders > 1} />
      <output aria-label="Name length">{values.name.length}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <button type="button" onClick={clear}>
        Clear
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered form, filled in as autofill or a paste fills it before React is there, then hydrated. */
function hydrateFilledIn(onSend: (values: Sent) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe onSend={onSend} />);
  document.body.append(container);
  screen.getByLabelText<HTMLInputElement>('Name').value = 'Kelly Waters';
  screen.getByLabelText<HTMLSelectElement>('Topic').value = 'forecasts';
  screen.getByLabelText<HTMLTextAreaElement>('Story').value = 'Filled before React.';
  // Synchronous act: it flushes the hydration and its layout effects before returning.
  act(() => {
    root = hydrateRoot(container, <Probe onSend={onSend} />);
  });
}

describe('useFormFields', () => {
  it('keeps what the fields held when React hydrated the form, through later renders, and sends exactly that', async () => {
    const onSend = vi.fn();
    hydrateFilledIn(onSend);
    // The copy for display was read from the fields as React took over.
    expect(screen.getByLabelText('Name length')).toHaveTextContent('12');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Kelly Waters');
    expect(screen.getByLabelText('Topic')).toHaveValue('forecasts');
    expect(screen.getByLabelText('Story')).toHaveValue('Filled before React.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The story's field is disabled by now: it is still read, as the form shows it.
    expect(onSend).toHaveBeenCalledWith({ name: 'Kelly Waters', topic: 'forecasts', story: 'Filled before React.' });
  });

  it('follows typing after hydration, and clears the fields and its copy', async () => {
    hydrateFilledIn(vi.fn());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), '!');
    expect(screen.getByLabelText('Name length')).toHaveTextContent('13');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByLabelText('Story')).toHaveValue('');
    expect(screen.getByLabelText('Name length')).toHaveTextContent('0');
  });
});
