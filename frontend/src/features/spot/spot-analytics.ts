import type { Store } from '../../components/store/StoreButtons';
import { trackEvent } from '../../lib/analytics';

/** SPEC.md section 7: a store badge click on the spot page, category download, labelled with the page. */
export function trackStoreClick(store: Store, label: string): void {
  trackEvent({ event: store === 'app-store' ? 'app_store_click' : 'play_store_click', category: 'download', label });
}

export function trackDownloadClick(label: string): void {
  trackEvent({ event: 'download_app', category: 'download', label });
}
