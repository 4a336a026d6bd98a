/** Written into the bundles by vite.config.ts (`define`): the build's brand, checked by build/brand.ts. */
declare const __BRAND__: import('../../build/brand').Brand;
