import { type BaseRecord, useList } from '@refinedev/core';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';

import {
  ActionModal,
  likenessKey,
  LOOKUP_PAGE_SIZE,
  optionLabelOf,
  optionValueOf,
  ReferenceOptionsSelect,
  useActionSubmit,
  useDraft,
} from '../../engine';
import { areaTexts } from '../../locales/labels';
import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import { hasValue } from '../../resources/list-filters';
import { regionCascadeFields } from '../../resources/region-fields';
import type { ActionDialogProps, FieldDecl, ReferenceDecl, Values } from '../../resources/types';

/** Province > city > district > village on the documented lookups (/provinces, /cities?id_provinsi, ...). */
const LEVELS = regionCascadeFields('master-area');
type LevelKey = (typeof LEVELS)[number]['key'];
type Chosen = Partial<Record<LevelKey, { value: string; label: string }>>;
const VILLAGE = LEVELS[LEVELS.length - 1];

const [PROVINCE, CITY] = LEVELS;

function text(value: unknown): string | undefined {
  return hasValue(value) ? String(value) : undefined;
}

/** The record's value of a declared field that holds a level's name (an area's `area` is its city). */
function nameOf(
  fields: readonly FieldDecl[],
  record: Values | undefined,
  level: FieldDecl,
): string | undefined {
  const lookup = level.reference as ReferenceDecl;
  const field = fields.find(
    (one) => one.reference?.resource === lookup.resource && one.reference.optionValue === lookup.optionLabel,
  );
  return field ? text(record?.[field.key]) : undefined;
}

/**
 * The village of the area's own list (`kelurahan`) that `chosen` already is: the same code, else
 * (an entry without one) the same name apart from case and spaces.
 */
function attachedVillage(
  record: Values | undefined,
  chosen: { value: string; label: string } | undefined,
): string | undefined {
  const villages = Array.isArray(record?.kelurahan) ? (record.kelurahan as unknown[]) : [];
  if (!chosen) return undefined;
  for (const one of villages) {
    if (!one || typeof one !== 'object') continue;
    const village = one as Values;
    const code = text(village[VILLAGE.key]);
    const name = text(village.name);
    const same = code
      ? code === chosen.value
      : Boolean(name && chosen.label && likenessKey(name) === likenessKey(chosen.label));
    if (same) return name ?? chosen.label;
  }
  return undefined;
}

/**
 * The province and city the dialog starts from, when the area has them: its own codes (`id_provinsi`,
 * `id_kota`), else the city it names, found in the city lookup (which gives its province too).
 */
function usePlaceOf(fields: readonly FieldDecl[], record: Values | undefined): Chosen | undefined {
  const city = CITY.reference as ReferenceDecl;
  const provinceParam = findResource(city.resource)?.parent?.param ?? PROVINCE.key;
  const cityCode = text(record?.[CITY.key]);
  const provinceCode = text(record?.[PROVINCE.key]);
  const cityName = nameOf(fields, record, CITY);
  const lookUp = !cityCode && Boolean(cityName);
  const { result, query } = useList<BaseRecord>({
    resource: city.resource,
    pagination: { currentPage: 1, pageSize: LOOKUP_PAGE_SIZE, mode: 'server' },
    queryOptions: { enabled: lookUp },
  });
  const found = lookUp && !query.isPlaceholderData ? result.data : undefined;
  return useMemo(() => {
    const named = found?.find((item) => optionLabelOf(city, item) === cityName);
    const cityValue = cityCode ?? (named ? optionValueOf(city, named) : undefined);
    const provinceValue = provinceCode ?? text(named?.[provinceParam]);
    if (!provinceValue) return undefined;
    const place: Chosen = { [PROVINCE.key]: { value: provinceValue, label: '' } };
    if (cityValue) place[CITY.key] = { value: cityValue, label: cityName ?? '' };
    return place;
  }, [found, city, cityName, cityCode, provinceCode, provinceParam]);
}

/**
 * "Tambah Kelurahan" of an area (POST /area-master/add): the village is chosen province > city >
 * district > village, starting from the area's own province and city; a new choice above clears the
 * levels below.
 */
export default function AddKelurahanDialog(props: ActionDialogProps) {
  const { record } = props;
  const [chosen, setChosen] = useState<Chosen>({});
  const [touched, setTouched] = useState(false);
  // the area's own province and city, once known, unless a choice was made before
  const place = usePlaceOf(props.decl.fields ?? [], record);
  // the choice being made is kept on this device until sent or thrown away
  const draft = useDraft({
    resource: `${props.decl.name}:${props.name}`,
    record: typeof record?.id === 'string' || typeof record?.id === 'number' ? record.id : undefined,
    restore: (values) => {
      setChosen(values as Chosen);
      setTouched(true);
    },
    reset: () => {
      setChosen(place ?? {});
      setTouched(false);
    },
  });
  const { submit, isRunning, cancel } = useActionSubmit(props, draft.saved);
  useEffect(() => {
    if (place && !touched) setChosen(place);
  }, [place, touched]);
  const [tried, setTried] = useState(false);
  const village = chosen[VILLAGE.key];
  // already in the area: said at once, and nothing is sent (the service would answer "saved")
  const attached = attachedVillage(record, village);

  const choose = (index: number, value: string | undefined, label: string) => {
    const next: Chosen = {};
    for (const level of LEVELS.slice(0, index)) next[level.key] = chosen[level.key];
    if (value) next[LEVELS[index].key] = { value, label };
    setChosen(next);
    setTouched(true);
    draft.change(next);
  };
  const send = () => {
    setTried(true);
    if (!village || attached || isRunning) return;
    void submit({ _id: record?.id, id_kelurahan: village.value, name: village.label });
  };

  return (
    <ActionModal dialog={props} isRunning={isRunning} onAbort={cancel} onOk={send}>
      {draft.notice}
      <Form layout="vertical" disabled={isRunning}>
        {LEVELS.map((level, index) => {
          const missing = tried && level === VILLAGE && !village;
          const twice = level === VILLAGE && attached !== undefined;
          const parent = index > 0 ? LEVELS[index - 1] : undefined;
          return (
            <Form.Item
              key={level.key}
              label={level.label}
              htmlFor={`kelurahan-${level.key}`}
              required={level === VILLAGE}
              validateStatus={missing || twice ? 'error' : undefined}
              help={
                missing
                  ? fill(ui.form.required, { label: level.label })
                  : twice
                    ? fill(areaTexts.villageAttached, { name: attached })
                    : undefined
              }
            >
              <ReferenceOptionsSelect
                id={`kelurahan-${level.key}`}
                field={level}
                parentValue={parent ? chosen[parent.key]?.value : undefined}
                value={chosen[level.key]?.value}
                onChange={(value, label) =>
                  choose(index, typeof value === 'string' ? value : undefined, label ?? '')
                }
              />
            </Form.Item>
          );
        })}
      </Form>
    </ActionModal>
  );
}
