import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { toastAdded, toastDismissed, toastRemoved, TOAST_REMOVE_DELAY_MS, type ToastInput } from './toast-slice';

/** Shows a toast; `toast({ title, description, variant: 'destructive' })`. */
export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback((input: ToastInput) => dispatch(toastAdded(input)), [dispatch]);
  const dismiss = useCallback(
    (id: string) => {
      dispatch(toastDismissed(id));
      setTimeout(() => dispatch(toastRemoved(id)), TOAST_REMOVE_DELAY_MS);
    },
    [dispatch],
  );
  return { toast, dismiss };
}
