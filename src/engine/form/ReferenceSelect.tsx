import { Form, Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import { hasValue } from '../../resources/list-filters';
import type { FieldDecl, ReferenceDecl } from '../../resources/types';
import { type Option, useReferenceOptions } from '../common/reference-options';

/** antd's Form.Item gives `id` / `value` / `onChange`; `onChange` also says what the person read. */
type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown, label?: string) => void };

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
function CascadeSelect(props: ControlProps & { field: FieldDecl }) {
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
export function ReferenceSelect(props: ControlProps & { field: FieldDecl }) {
  return props.field.reference?.parentField ? (
    <CascadeSelect {...props} />
  ) : (
    <ReferenceOptionsSelect {...props} />
  );
}
