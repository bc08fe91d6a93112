import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';

import { asNumber, formatRupiah } from '../../components/format';
import { listingLabels } from '../../locales/listing';
import { fill } from '../../locales/ui';
import type { Values } from '../../resources/types';

/**
 * The tag's words for a listing the server judged not fair: above or below from the two figures and
 * how far, in whole percent of the fair price (at least 1 when they differ at all).
 */
export function notFairText(price: number | undefined, fairprice: number | undefined): string {
  if (price === undefined || fairprice === undefined || fairprice <= 0 || price === fairprice)
    return listingLabels.notFairPrice;
  const percent = Math.max(1, Math.round((Math.abs(price - fairprice) / fairprice) * 100));
  return fill(price > fairprice ? listingLabels.aboveFairPrice : listingLabels.belowFairPrice, {
    percent,
  });
}

/** docs/contract.md section 3: a listing carries `isFairPrice` and its `fairprice`. */
export default function FairPrice({ record }: { record: Values }) {
  const fair = record.isFairPrice;
  const price = asNumber(record.price);
  const fairprice = asNumber(record.fairprice);
  return (
    <div className="listing-price">
      <span className="listing-price-asking">{formatRupiah(record.price)}</span>
      {fair === true ? (
        <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
          {listingLabels.fairPriceBadge}
        </Tag>
      ) : fair === false ? (
        <Tag color="gold" icon={<ExclamationCircleFilled aria-hidden />}>
          {notFairText(price, fairprice)}
        </Tag>
      ) : (
        <Tag>{listingLabels.fairPriceUnknown}</Tag>
      )}
      {fairprice !== undefined && (
        <span className="listing-price-fair">
          {fill(listingLabels.fairPriceBeside, { price: formatRupiah(fairprice) })}
        </span>
      )}
    </div>
  );
}
