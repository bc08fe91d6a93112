import { listingLabels } from '../locales/listing';
import { fill } from '../locales/ui';

/** How far a price is from its fair price, in whole percent of the fair price (at least 1 when they differ). */
export function fairPriceGap(
  price: number | undefined,
  fairprice: number | undefined,
): { percent: number; above: boolean } | undefined {
  if (price === undefined || fairprice === undefined || fairprice <= 0 || price === fairprice)
    return undefined;
  const percent = Math.max(1, Math.round((Math.abs(price - fairprice) / fairprice) * 100));
  return { percent, above: price > fairprice };
}

/**
 * The words for a price the server judged not fair (the detail page's tag, the form's warning): above
 * or below from the two figures and how far.
 */
export function notFairText(price: number | undefined, fairprice: number | undefined): string {
  const gap = fairPriceGap(price, fairprice);
  if (!gap) return listingLabels.notFairPrice;
  return fill(gap.above ? listingLabels.aboveFairPrice : listingLabels.belowFairPrice, {
    percent: gap.percent,
  });
}
