import { type ComponentType, lazy } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page in its own chunk, loaded when its route renders. `preload` fetches it ahead: the browser
 * entry loads the current route's pages before hydrating the prerendered HTML.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  return Object.assign(lazy(preload), { preload });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'object' && component !== null && typeof (component as Partial<LazyPage>).preload === 'function';
}
