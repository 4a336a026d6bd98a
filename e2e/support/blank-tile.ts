import { PNG } from 'pngjs';

/** A transparent 256x256 map tile, served in place of OpenStreetMap's (no internet here). */
export const BLANK_TILE = PNG.sync.write(new PNG({ width: 256, height: 256 }));
