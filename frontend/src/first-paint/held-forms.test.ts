import { afterEach, vi } from 'vitest';
import { FORM_HELD_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../lib/page-markup';
import { holdFormsUntilHydrated } from './held-forms';

let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(FORM_HELD_ATTRIBUTE);
});

/** A prerendered form, and what React's handler will receive once it is attached. */
function prerenderedForm() {
  document.body.innerHTML = '<form><input name="email" type="email"><button type="submit">Join</button></form>';
  const form = document.querySelector('form')!;
  const reactSubmits: string[] = [];
  const attachReact = () =>
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      reactSubmits.push(new FormData(form).get('email') as string);
    });
  return { form, input: form.querySelector('input')!, button: form.querySelector('button')!, reactSubmits, attachReact };
}

function hydrate() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

describe('a form sent before React has hydrated the page', () => {
  it('is held, asks for the app at once, and is sent once when React arrives, with the field as it is then', () => {
    const loadApp = vi.fn();
    stop = holdFormsUntilHydrated(loadApp);
    const { input, button, reactSubmits, attachReact } = prerenderedForm();
    const nativeSubmits = vi.fn();
    document.addEventListener('submit', (event) => nativeSubmits(event.defaultPrevented));

    input.value = 'first@example.com';
    button.click();
    input.value = 'jane@example.com';
    button.click();
    expect(loadApp).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(FORM_HELD_ATTRIBUTE);
    // Stopped before any other listener: neither the browser nor a half-hydrated React sends it.
    expect(nativeSubmits).not.toHaveBeenCalled();

    attachReact();
    hydrate();
    expect(reactSubmits).toEqual(['jane@example.com']);
    expect(document.documentElement).not.toHaveAttribute(FORM_HELD_ATTRIBUTE);
  });

  it('is left to React once the page has hydrated', () => {
    stop = holdFormsUntilHydrated(vi.fn());
    const { input, button, reactSubmits, attachReact } = prerenderedForm();
    attachReact();
    hydrate();
    input.value = 'pat@example.com';
    button.click();
    button.click();
    expect(reactSubmits).toEqual(['pat@example.com', 'pat@example.com']);
  });
});
