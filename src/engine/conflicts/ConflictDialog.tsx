import { Modal, Radio } from 'antd';
import { useId, useState } from 'react';

import { useCloseOnBack } from '../../components/use-close-on-back';
import { conflictTexts } from '../../locales/conflicts';
import { fill } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';
import { type Choice, type ConflictDiff, sendableOf } from '../common/conflict-diff';
import { ConflictValue } from './ConflictValue';

import './conflicts.css';

interface Props {
  diff: ConflictDiff;
  /** Every field of the form (a region is named within the lookup its parent field picks). */
  fields: readonly FieldDecl[];
  /** Saves the merge as chosen. */
  onSave: (choices: Record<string, Choice>) => void;
  /** Back to the form, nothing sent. */
  onBack: () => void;
}

function parentOf(field: FieldDecl, fields: readonly FieldDecl[], values: Values): unknown {
  const parent = fields.find((one) => one.key === field.reference?.parentField);
  return parent ? sendableOf(parent, values[parent.key]) : undefined;
}

const SIDES: readonly Choice[] = ['mine', 'theirs'];

/** One field both people changed: its label, and "Nilai Anda" / "Nilai terbaru" as a labelled radio group. */
function ConflictChoice({
  field,
  values,
  choice,
  onChange,
  parents,
}: {
  field: FieldDecl;
  /** This person's value and the record's. */
  values: Record<Choice, unknown>;
  choice: Choice;
  onChange: (choice: Choice) => void;
  parents: Record<Choice, unknown>;
}) {
  const legend = useId();
  return (
    // a radio group named by its field's label; one `name`, so the arrow keys move between the two
    <fieldset className="conflict-field" role="radiogroup" aria-labelledby={legend}>
      <legend id={legend}>{field.label}</legend>
      <Radio.Group
        name={`${legend}-choice`}
        value={choice}
        onChange={(event) => onChange(event.target.value as Choice)}
        className="conflict-options"
      >
        {SIDES.map((side) => (
          <Radio key={side} value={side} className="conflict-option">
            <span className="conflict-side">{conflictTexts[side]}</span>
            <span className="conflict-value">
              <ConflictValue field={field} value={values[side]} parentValue={parents[side]} />
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

/**
 * The record changed elsewhere while its form was open: each field both people changed, with this
 * person's value and the record's, and a choice per field (this person's by default); "Simpan
 * pilihan" saves the merge, "Kembali ke formulir" sends nothing. Fields changed elsewhere only are
 * named: they keep the record's value.
 */
export function ConflictDialog({ diff, fields, onSave, onBack }: Props) {
  useCloseOnBack(true, onBack);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(diff.conflicts.map(({ field }) => [field.key, 'mine' as Choice])),
  );
  return (
    <Modal
      open
      title={conflictTexts.title}
      okText={conflictTexts.saveChoices}
      cancelText={conflictTexts.back}
      onOk={() => onSave(choices)}
      onCancel={onBack}
      maskClosable={false}
      width={640}
      destroyOnHidden
    >
      <p>{conflictTexts.intro}</p>
      {diff.conflicts.map(({ field, mine, theirs }) => (
        <ConflictChoice
          key={field.key}
          field={field}
          values={{ mine, theirs }}
          choice={choices[field.key] ?? 'mine'}
          onChange={(choice) => setChoices((before) => ({ ...before, [field.key]: choice }))}
          parents={{
            mine: parentOf(field, fields, diff.body),
            theirs: parentOf(field, fields, diff.fresh),
          }}
        />
      ))}
      {diff.taken.length > 0 && (
        <p className="conflict-taken">
          {fill(conflictTexts.taken, { labels: diff.taken.map((field) => field.label).join(', ') })}
        </p>
      )}
    </Modal>
  );
}
