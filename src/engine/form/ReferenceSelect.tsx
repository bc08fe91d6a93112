import { Form, Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import { hasValue } from '../../resources/list-filters';
import { textOf } from '../../resources/read-field';
import type { FieldDecl, ReferenceDecl, Values } from '../../resources/types';
import { isIdField, type Option, optionLabelOf, useReferenceOptions } from '../common/reference-options';
import { useReferencedRecords } from '../common/referenced-records';

/** antd's Form.Item gives `id` / `value` / `onChange`; `onChange` also says what the person read. */
type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown, label?: string) => void };

/** A value as a text, '' for none. */

/** The names the edited record gives its own reference values (`namedBy`), by value. */
function ownNames(field: FieldDecl, record: Values | undefined): Map<string, string> {
  const by = field.reference?.namedBy;
  const value = textOf(record?.[field.key]);
  const name = by ? textOf(record?.[by]) : '';
  return new Map(value && name ? [[value, name]] : []);
}

function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  return String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());
}

interface Props extends ControlProps {
  field: FieldDecl;
  /** The value of the cascade's parent field (undefined: none chosen, or no cascade). */
  parentValue?: unknown;
  /** Outside a form (a list filter): the cascade's parent is not waited for, every record is offered. */
  standalone?: boolean;
  /** The record edited: its own fields may name the chosen record (`namedBy`). */
  record?: Values;
  /** Outside a form there is no `<label>`: the control's name and its empty text. */
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}

/**
 * A select of records of another resource, shown by name and sent by the value the API expects.
 * With `search`, typing asks the server (the list's `search` param, debounced); otherwise the whole
 * lookup is loaded once and filtered here. In a cascade it waits for its parent.
 */
export function ReferenceOptionsSelect({
  field,
  parentValue,
  standalone = false,
  placeholder,
  allowClear = true,
  style,
  record,
  ...control
}: Props) {
  const reference = field.reference as ReferenceDecl;
  const { options, onSearch, fetching, waiting } = useReferenceOptions(field, parentValue, standalone);

  // a server-searched select keeps the options once chosen, so their names stay after a new search
  const [chosen, setChosen] = useState<Option[]>([]);
  const shown = useMemo(() => {
    const known = new Set(options.map((option) => option.value));
    return [...options, ...chosen.filter((option) => !known.has(option.value))];
  }, [options, chosen]);

  // a chosen record without its option (not among a search's records, or its lookup still read) is
  // named by the record edited, else by the record read once; never shown by its id
  const byId = isIdField(reference.resource, reference.optionValue);
  const own = useMemo(() => ownNames(field, record), [field, record]);
  const known = new Set(shown.map((option) => option.value));
  const chosenValues = (Array.isArray(control.value) ? control.value : [control.value]).map(textOf);
  const unnamed = byId ? chosenValues.filter((value) => value && !known.has(value) && !own.has(value)) : [];
  const read = useReferencedRecords(reference.resource, unnamed, Boolean(reference.search) && !waiting);
  const nameOf = (value: string): string => {
    const found = own.get(value) ?? read.records.get(value);
    if (typeof found === 'string') return found;
    if (found) return optionLabelOf(reference, found);
    // offline a lookup waits paused (not fetching): its name is then said unavailable, not loading
    const reading = reference.search ? read.loading : fetching;
    return reading ? ui.form.nameLoading : fill(ui.form.nameUnavailable, { label: field.label });
  };

  const shownPlaceholder = waiting
    ? fill(ui.form.chooseParentFirst, {
        label: findResource(reference.resource)?.parent?.label ?? reference.parentField ?? '',
      })
    : (placeholder ?? fill(ui.form.choose, { label: field.label }));

  return (
    <Select
      {...control}
      value={hasValue(control.value) ? control.value : undefined}
      onChange={(next: unknown, picked) => {
        const list = (Array.isArray(picked) ? picked : [picked]).filter(Boolean) as Option[];
        if (reference.search) setChosen((before) => [...before, ...list]);
        control.onChange?.(next, list.map((option) => option.label).join(', ') || undefined);
      }}
      mode={reference.multiple ? 'multiple' : undefined}
      options={waiting ? [] : shown}
      labelRender={({ label, value }) =>
        hasValue(label) ? label : byId ? nameOf(textOf(value)) : textOf(value)
      }
      loading={fetching}
      disabled={waiting}
      allowClear={allowClear}
      showSearch
      {...(reference.search
        ? { filterOption: false, onSearch }
        : { filterOption: (input: string, option?: { label?: unknown }) => matchesLabel(input, option) })}
      notFoundContent={fetching ? ui.form.searching : ui.form.noOptions}
      placeholder={shownPlaceholder}
      style={style ?? { width: '100%' }}
    />
  );
}

/** A cascade level: follows its parent field in the same form and is cleared when the parent changes. */
function CascadeSelect(props: ControlProps & { field: FieldDecl; record?: Values }) {
  const parentField = props.field.reference?.parentField as string;
  const form = Form.useFormInstance();
  const parentValue: unknown = Form.useWatch(parentField, form);
  const previous = useRef<unknown>(parentValue);
  const { onChange } = props;
  useEffect(() => {
    const before = previous.current;
    previous.current = parentValue;
    // the first watch reads the initial value: only a change of an already chosen parent clears
    if (hasValue(before) && before !== parentValue) onChange?.(undefined);
  }, [parentValue, onChange]);
  return <ReferenceOptionsSelect {...props} parentValue={parentValue} />;
}

/** The registry's `reference` field as a form control (antd's Form.Item gives `id`/`value`/`onChange`). */
export function ReferenceSelect(props: ControlProps & { field: FieldDecl; record?: Values }) {
  return props.field.reference?.parentField ? (
    <CascadeSelect {...props} />
  ) : (
    <ReferenceOptionsSelect {...props} />
  );
}
