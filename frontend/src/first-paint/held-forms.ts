import { FORM_HELD_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../lib/page-markup';

const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/**
 * A form sent before React has hydrated the page would reach no handler (the browser would send
 * it as a plain GET and lose it). Until then each form's latest submit is held here, at most one
 * per form, and sent again (requestSubmit) once React is there to handle it, reading the fields as
 * they are then: nothing is lost, nothing is sent twice. Holding a form asks for the app at once.
 * Returns its removal.
 */
export function holdFormsUntilHydrated(loadApp: () => void): () => void {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const onSubmit = (event: SubmitEvent) => {
    if (isHydrated() || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // React may be hydrating this very moment: it must not also see this submit.
    event.stopImmediatePropagation();
    held.set(event.target, event.submitter);
    document.documentElement.setAttribute(FORM_HELD_ATTRIBUTE, '');
    loadApp();
  };
  const onHydrated = () => {
    document.documentElement.removeAttribute(FORM_HELD_ATTRIBUTE);
    for (const [form, submitter] of held) {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
    held.clear();
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener(HYDRATED_EVENT, onHydrated);
  };
}
