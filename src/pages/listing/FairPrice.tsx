import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';

import { notFairText } from '../../components/fair-price';
import { asNumber, formatRupiah } from '../../components/format';
import { listingLabels } from '../../locales/listing';
import { fill } from '../../locales/ui';
import type { Values } from '../../resources/types';

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
