import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** docs/product.md, "Constants": one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
/** docs/product.md, "Constants": this key moves focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type ToastState = { toasts: Toast[] };

const initialState: ToastState = { toasts: [] };

export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare: (input: ToastInput) => ({ payload: { variant: 'default' as const, ...input, id: nanoid(), open: true } }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      const toast = state.toasts.find((candidate) => candidate.id === action.payload);
      if (toast) toast.open = false;
    },
    toastRemoved: (state, action: PayloadAction<string>) => {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastSlice.actions;
