import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toast-slice';

/** Slices that join the store when the code using them loads; an interface, so api.ts can extend it with RTK Query's api. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: api.ts adds its slice by declaration merging.
export interface LazyLoadedSlices {}

/**
 * RTK Query joins the store with the first page that sends a request (lib/api.ts injects its
 * reducer and middleware), so pages without a form or a query never download it.
 */
export const rootReducer = combineSlices(toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per browser session, per test and per server render. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
