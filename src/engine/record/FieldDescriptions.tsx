import { Descriptions, type DescriptionsProps } from 'antd';
import { useSyncExternalStore } from 'react';

import { shapeOf, valueClassOf } from '../../components/field-layout';
import { renderValue } from '../../components/render-value';
import { followTexts } from '../../locales/follow';
import { isAbsent } from '../../resources/read-field';
import type { FieldDecl, Values } from '../../resources/types';
import { MentionLinks } from './MentionLinks';
import { useChangedFields } from './use-changed-fields';

import './record-view.css';
import './follow.css';

/** Shapes whose value needs a whole row: a text read as sentences, a list of tags. */
const fullRow = new Set(['long']);

interface Props {
  fields: readonly FieldDecl[];
  record: Values;
  /** `2`: two label/value pairs side by side on a wide screen (1200 px and up); `1`: always one. */
  pairs?: 1 | 2;
}

/** antd's `xl`: from here two label/value pairs fit side by side beside the sider. */
const WIDE = '(min-width: 1200px)';

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Read on the first render already, so the pairs never jump from one layout to another. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * A record's fields as label/value pairs in one or two columns, so values keep their words and
 * figures whole: money, dates and statuses on one line, a long text alone on its row. A field the
 * record has no value for is left out (never a label with nothing, or a dash, after it). A field whose
 * value changed while shown (the record read again) stands out for a moment, and "Data diperbarui" is
 * said.
 */
export function FieldDescriptions({ fields, record, pairs = 2 }: Props) {
  const wide = useWideScreen();
  const column = pairs === 2 && wide ? 2 : 1;
  const present = fields.filter((field) => !isAbsent(record[field.key]));
  const short = present.filter((field) => !fullRow.has(shapeOf(field)));
  const long = present.filter((field) => fullRow.has(shapeOf(field)));
  const changed = useChangedFields(
    record,
    fields.map((field) => field.key),
  );
  const item = (field: FieldDecl, span: NonNullable<DescriptionsProps['items']>[number]['span']) => ({
    key: field.key,
    label: field.label,
    span,
    className: changed.has(field.key) ? 'record-field-updated' : undefined,
    children: (
      <span className={valueClassOf(shapeOf(field))}>
        {field.mentions && typeof record[field.key] === 'string' ? (
          <MentionLinks field={field} text={record[field.key] as string} />
        ) : (
          renderValue(field, record[field.key], record)
        )}
      </span>
    ),
  });
  const items: DescriptionsProps['items'] = [
    // the last pair of an odd count takes the rest of its row, so a long text starts a row of its own
    ...short.map((field, index) =>
      item(field, index === short.length - 1 && short.length % column !== 0 ? column : 1),
    ),
    ...long.map((field) => item(field, 'filled')),
  ];
  return (
    <>
      <Descriptions
        className="record-fields"
        bordered
        column={column}
        size="middle"
        styles={{ label: { width: 180 } }}
        items={items}
      />
      <div role="status" className="sr-only">
        {changed.size > 0 ? followTexts.updated : ''}
      </div>
    </>
  );
}
