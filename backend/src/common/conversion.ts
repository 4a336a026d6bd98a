/** A rate keeps its part and whole, so that it is rounded once, where it is shown (docs/product.md). */
export type Rate = { part: number; whole: number };

export function clickConversion({ storeTaps, pageViews }: { storeTaps: number; pageViews: number }): Rate {
  return { part: storeTaps, whole: pageViews };
}

export function visitorConversion({ storeVisitors, visitors }: { storeVisitors: number; visitors: number }): Rate {
  return { part: storeVisitors, whole: visitors };
}

/** A fraction of 1, null when there is nothing to divide by (the analytics API). */
export function fractionOf({ part, whole }: Rate): number | null {
  return whole === 0 ? null : part / whole;
}

/** A percentage to 1 decimal, 0 when there is nothing to divide by (the report page, the digest). */
export function percentOf({ part, whole }: Rate): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}
