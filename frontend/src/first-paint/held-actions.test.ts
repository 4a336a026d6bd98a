import { afterEach, vi } from 'vitest';
import { ACTION_HELD_ATTRIBUTE, APP_NEEDED_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../lib/page-markup';
import { holdActionsUntilHydrated } from './held-actions';

let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(ACTION_HELD_ATTRIBUTE);
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
    stop = holdActionsUntilHydrated(loadApp);
    const { input, button, reactSubmits, attachReact } = prerenderedForm();
    const nativeSubmits = vi.fn();
    document.addEventListener('submit', (event) => nativeSubmits(event.defaultPrevented));

    input.value = 'first@example.com';
    button.click();
    input.value = 'jane@example.com';
    button.click();
    expect(loadApp).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(ACTION_HELD_ATTRIBUTE);
    // Stopped before any other listener: neither the browser nor a half-hydrated React sends it.
    expect(nativeSubmits).not.toHaveBeenCalled();

    attachReact();
    hydrate();
    expect(reactSubmits).toEqual(['jane@example.com']);
    expect(document.documentElement).not.toHaveAttribute(ACTION_HELD_ATTRIBUTE);
  });

  it('is left to React once the page has hydrated', () => {
    stop = holdActionsUntilHydrated(vi.fn());
    const { input, button, reactSubmits, attachReact } = prerenderedForm();
    attachReact();
    hydrate();
    input.value = 'pat@example.com';
    button.click();
    button.click();
    expect(reactSubmits).toEqual(['pat@example.com', 'pat@example.com']);
  });
});

/** Three prerendered buttons React completes (two marked, one inside a marked page), and an ordinary one; the clicks React's handlers will see. */
function prerenderedButtons() {
  document.body.innerHTML = `<button ${APP_NEEDED_ATTRIBUTE}="" id="ask"><span>Ask</span></button><button ${APP_NEEDED_ATTRIBUTE}="" id="explore">Explore</button><section ${APP_NEEDED_ATTRIBUTE}=""><button id="range">7 days</button></section><button id="menu">Menu</button>`;
  const reactClicks: string[] = [];
  const attachReact = () => document.body.addEventListener('click', (event) => reactClicks.push((event.target as Element).closest('button')!.id));
  const button = (id: string) => document.getElementById(id)!;
  return { button, reactClicks, attachReact };
}

describe('a click on a button React completes, before React has hydrated the page', () => {
  it('is held, asks for the app at once, and only the latest is clicked again once, when React arrives', () => {
    const loadApp = vi.fn();
    stop = holdActionsUntilHydrated(loadApp);
    const { button, reactClicks, attachReact } = prerenderedButtons();
    const otherListeners = vi.fn();
    document.body.addEventListener('click', otherListeners);

    button('range').click();
    button('explore').click();
    button('ask').querySelector('span')!.click();
    expect(loadApp).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(ACTION_HELD_ATTRIBUTE);
    expect(otherListeners).not.toHaveBeenCalled();

    attachReact();
    hydrate();
    expect(reactClicks).toEqual(['ask']);
    expect(document.documentElement).not.toHaveAttribute(ACTION_HELD_ATTRIBUTE);
  });

  it('leaves other buttons, and every click after hydration, alone', () => {
    const loadApp = vi.fn();
    stop = holdActionsUntilHydrated(loadApp);
    const { button, reactClicks, attachReact } = prerenderedButtons();
    attachReact();
    button('menu').click();
    expect(loadApp).not.toHaveBeenCalled();
    hydrate();
    button('explore').click();
    expect(reactClicks).toEqual(['menu', 'explore']);
  });
});
