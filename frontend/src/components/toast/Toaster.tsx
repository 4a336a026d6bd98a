import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { TOAST_HOTKEY } from './toast-slice';

const ToastList = lazy(() => import('./ToastList').then(({ ToastList: component }) => ({ default: component })));

/**
 * The one place toasts appear; pages raise them with useToast(). Radix's toast code loads with
 * the first toast or the first F8, keeping it out of every page's first load. Toasts are fixed
 * to the corner of the screen, so their late arrival moves nothing.
 */
export function Toaster() {
  const hasToasts = useAppSelector((state) => state.toasts.toasts.length > 0);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  useEffect(() => {
    if (hotkeyPressed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) setHotkeyPressed(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hotkeyPressed]);
  if (!hasToasts && !hotkeyPressed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList focusOnMount={hotkeyPressed && !hasToasts} />
    </Suspense>
  );
}
