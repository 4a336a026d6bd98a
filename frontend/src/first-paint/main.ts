import { browserDeviceSignals, isMobileDevice } from './device';
import { ACTIONS_READY_MARK, DEVICE_ATTRIBUTE, DEVICE_KIND } from '../lib/page-markup';
import { loadAppOffTheCriticalPath } from './app-loader';
import { holdActionsUntilHydrated } from './held-actions';
import { watchPageVisits } from './page-visits';
import { recordTrackedClicks } from './tracked-clicks';

// The first-paint script: loaded from the head and run before the page paints, it owns what a
// visitor can do before React arrives, for the whole life of the page (docs/first-paint.md).
document.documentElement.setAttribute(DEVICE_ATTRIBUTE, isMobileDevice(browserDeviceSignals()) ? DEVICE_KIND.mobile : DEVICE_KIND.desktop);
recordTrackedClicks();
watchPageVisits();
holdActionsUntilHydrated(loadAppOffTheCriticalPath());
performance.mark(ACTIONS_READY_MARK);
