import type { ReactNode } from 'react';

import { renderValue } from '../../components/render-value';
import { conflictTexts } from '../../locales/conflicts';
import { fill } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';
import { sendableOf } from '../common/conflict-diff';
import { useReferenceOptions } from '../common/reference-options';

/** A reference read by the names of the records it points at (an id no lookup knows stays as it is). */
function ReferenceNames({
  field,
  value,
  parentValue,
}: {
  field: FieldDecl;
  value: unknown;
  parentValue: unknown;
}) {
  const { options } = useReferenceOptions(field, parentValue);
  const keys = (Array.isArray(value) ? value : [value]).map(String);
  return <>{keys.map((key) => options.find((option) => option.value === key)?.label ?? key).join(', ')}</>;
}

/**
 * A value as a person reads it in the conflict dialog: names rather than ids, rupiah, dates, a
 * status's words, photos as small pictures in their order, a long text whole.
 */
export function ConflictValue({
  field,
  value,
  parentValue,
}: {
  field: FieldDecl;
  value: unknown;
  /** A cascade's parent value on the same side (a city is named within its province's lookup). */
  parentValue?: unknown;
}): ReactNode {
  const sent = sendableOf(field, value);
  if (sent === undefined) return '-';
  if (field.reference) return <ReferenceNames field={field} value={sent} parentValue={parentValue} />;
  if (field.type === 'images' && Array.isArray(sent)) {
    return (
      <span className="conflict-photos">
        {sent.map((url, index) => (
          <img
            key={`${index}-${String(url)}`}
            src={String(url)}
            alt={fill(conflictTexts.photo, { index: index + 1 })}
            width={48}
            height={48}
          />
        ))}
      </span>
    );
  }
  if (field.type === 'textarea') return <span className="conflict-text">{String(sent)}</span>;
  return renderValue(field, field.type === 'date' || field.type === 'datetime' ? value : sent);
}
