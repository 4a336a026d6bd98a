export { readBuiltSite, serveSite } from './serve-site';
export { ADMIN_PATH_PREFIX, COUNTED_PAGES, DOWNLOAD_PAGES, isAdminPath, NOT_FOUND_PAGE, SITE_PAGES, sitePageOf } from './site-pages';
