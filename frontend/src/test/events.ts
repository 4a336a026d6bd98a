import { fireEvent } from '@testing-library/react';

/** Clicks a link with its click handlers run but the navigation itself cancelled: jsdom cannot leave the page. */
export function clickWithoutLeaving(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
}
