import { reportWebVitalsWhenHidden } from './lib/web-vitals-beacon';

// The Web Vitals entry: the first-paint script loads it on every page in an idle moment after the
// load event, whether React loads or not (docs/analytics.md, "Speed").
reportWebVitalsWhenHidden();
