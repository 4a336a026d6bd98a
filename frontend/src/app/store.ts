import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toastSlice';
import { api } from '../lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [toastSlice.name]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per browser session, per test and per server render. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
