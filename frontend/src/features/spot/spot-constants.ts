/** The spot page's constants of docs/product.md, "Constants", named once. */
export const SPOT_MAP_ZOOM = 15;
export const FORECAST_DAY_COUNT = 8;
/** The hourly strip runs from the 6am block to the 8pm block. */
export const HOURLY_FIRST_HOUR = 6;
export const HOURLY_LAST_HOUR = 20;
export const TEMPERATURE_BLOCK_HOURS = 3;
export const TIDE_SCALE_FT = { min: -6, max: 6, step: 3 } as const;
