/** The download pages' routes, taken alone so the first-paint script does not carry the whole route table (bench/bundle: 0.35 KiB). */
export { DOWNLOAD_PAGES } from '../lib/contract';
