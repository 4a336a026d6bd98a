import type { Brand } from '../../build/brand';

/** Brand and store values of this build, checked when it was made (build/brand.ts). */
export const brand: Brand = __BRAND__;
