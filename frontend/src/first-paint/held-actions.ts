import { ACTION_HELD_ATTRIBUTE, APP_NEEDED_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../lib/page-markup';

const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/**
 * An action taken before React has hydrated the page would reach no handler: the browser would
 * send a form as a plain GET and lose it, and a button React completes (on or inside an element
 * marked APP_NEEDED_ATTRIBUTE: one that opens a dialog, a report's range) would do nothing. Until
 * then each form's latest submit, and the latest click on such a button, is held here and done
 * again (requestSubmit, click) once React is there to handle it, reading the fields as they are
 * then: nothing is lost, nothing is done twice. Holding an action asks for the app at once.
 * Tracked clicks (tracked-clicks.ts) are links, never such buttons, so a replay records nothing
 * again. Returns its removal.
 */
export function holdActionsUntilHydrated(loadApp: () => void): () => void {
  const heldSubmits = new Map<HTMLFormElement, HTMLElement | null>();
  let heldClick: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    // React may be hydrating this very moment: it must not also see this event.
    event.stopImmediatePropagation();
    document.documentElement.setAttribute(ACTION_HELD_ATTRIBUTE, '');
    loadApp();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (isHydrated() || !(event.target instanceof HTMLFormElement)) return;
    hold(event);
    heldSubmits.set(event.target, event.submitter);
  };
  const onClick = (event: MouseEvent) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button?.closest(`[${APP_NEEDED_ATTRIBUTE}]`)) return;
    hold(event);
    heldClick = button;
  };
  const onHydrated = () => {
    document.documentElement.removeAttribute(ACTION_HELD_ATTRIBUTE);
    for (const [form, submitter] of heldSubmits) {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
    heldSubmits.clear();
    if (heldClick?.isConnected) heldClick.click();
    heldClick = null;
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener(HYDRATED_EVENT, onHydrated);
  };
}
