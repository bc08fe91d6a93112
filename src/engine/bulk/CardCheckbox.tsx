import type { BaseRecord } from '@refinedev/core';
import { Checkbox } from 'antd';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { recordTitle } from '../common/record-title';

/** A card's selection for a bulk operation (the list on a phone), named by the record. */
export function CardCheckbox({
  decl,
  row,
  checked,
  onToggle,
}: {
  decl: ResourceDecl;
  row: BaseRecord;
  checked: boolean;
  onToggle: (row: BaseRecord) => void;
}) {
  return (
    <Checkbox
      className="card-checkbox"
      checked={checked}
      onChange={() => onToggle(row)}
      aria-label={fill(bulkTexts.selectRow, { title: recordTitle(decl, row) })}
    />
  );
}
