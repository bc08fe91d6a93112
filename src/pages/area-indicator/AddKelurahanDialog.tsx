import { type BaseRecord, useSelect } from '@refinedev/core';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useActionSubmit } from '../../components/actions/use-resource-action';
import { recordTitle } from '../../components/actions/record-title';
import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';

/** One level of the documented lookups: /provinces, /cities?id_provinsi, /districts?id_kota, /villages?id_kecamatan. */
interface Level {
  key: 'id_provinsi' | 'id_kota' | 'id_kecamatan' | 'id_kelurahan';
  resource: string;
  label: string;
  /** The level above, whose id filters this one. */
  parent?: Level['key'];
}

const LEVELS: Level[] = [
  { key: 'id_provinsi', resource: 'master-area-province', label: 'Provinsi' },
  { key: 'id_kota', resource: 'master-area-city', label: 'Kota', parent: 'id_provinsi' },
  { key: 'id_kecamatan', resource: 'master-area-district', label: 'Kecamatan', parent: 'id_kota' },
  { key: 'id_kelurahan', resource: 'master-area-village', label: 'Kelurahan', parent: 'id_kecamatan' },
];

type Chosen = Partial<Record<Level['key'], { value: string; label: string }>>;

function LevelSelect({
  level,
  parentValue,
  value,
  onChange,
}: {
  level: Level;
  parentValue: string | undefined;
  value: string | undefined;
  onChange: (value: string | undefined, label: string) => void;
}) {
  const waiting = level.parent !== undefined && !parentValue;
  const { options, query, onSearch } = useSelect<BaseRecord>({
    resource: level.resource,
    optionLabel: (item) => String(item.name ?? ''),
    optionValue: (item) => String(item[level.key] ?? ''),
    filters: level.parent && parentValue ? [{ field: level.parent, operator: 'eq', value: parentValue }] : [],
    // typing searches on the server (the list's `search` param), a page at a time
    onSearch: (text) => [{ field: 'search', operator: 'eq', value: text }],
    pagination: { mode: 'server', pageSize: 50 },
    queryOptions: { enabled: !waiting },
  });
  return (
    <Select
      id={`kelurahan-${level.key}`}
      value={value}
      options={waiting ? [] : options}
      loading={query.isFetching}
      disabled={waiting}
      showSearch
      filterOption={false}
      onSearch={onSearch}
      allowClear
      placeholder={
        waiting
          ? fill(ui.list.chooseParentFirst, {
              label: LEVELS.find((one) => one.key === level.parent)?.label ?? '',
            })
          : fill(ui.form.choose, { label: level.label })
      }
      onChange={(next: string | undefined, option) =>
        onChange(next, option && !Array.isArray(option) ? String(option.label ?? '') : '')
      }
    />
  );
}

/**
 * "Tambah Kelurahan" of an area (POST /area-master/add): the village is chosen province > city >
 * district > village; a new choice above clears the levels below.
 */
export default function AddKelurahanDialog({ decl, name, action, record, onClose }: ActionDialogProps) {
  const { submit, isRunning } = useActionSubmit(decl.name, name, record, onClose);
  const [chosen, setChosen] = useState<Chosen>({});
  const [tried, setTried] = useState(false);
  const village = chosen.id_kelurahan;
  const title = recordTitle(decl, record);

  const choose = (index: number, value: string | undefined, label: string) => {
    const next: Chosen = {};
    for (const level of LEVELS.slice(0, index)) next[level.key] = chosen[level.key];
    if (value) next[LEVELS[index].key] = { value, label };
    setChosen(next);
  };
  const send = () => {
    setTried(true);
    if (!village || isRunning) return;
    void submit({ _id: record?.id, id_kelurahan: village.value, name: village.label });
  };

  return (
    <Modal
      open
      title={action.ui?.label}
      okText={ui.form.save}
      cancelText={ui.form.cancel}
      confirmLoading={isRunning}
      onOk={send}
      onCancel={onClose}
      maskClosable={false}
      width={478}
    >
      {title && <p className="action-dialog-subject">{fill(ui.action.subject, { title })}</p>}
      <Form layout="vertical" disabled={isRunning}>
        {LEVELS.map((level, index) => {
          const missing = tried && level.key === 'id_kelurahan' && !village;
          return (
            <Form.Item
              key={level.key}
              label={level.label}
              htmlFor={`kelurahan-${level.key}`}
              required={level.key === 'id_kelurahan'}
              validateStatus={missing ? 'error' : undefined}
              help={missing ? fill(ui.form.required, { label: level.label }) : undefined}
            >
              <LevelSelect
                level={level}
                parentValue={level.parent ? chosen[level.parent]?.value : undefined}
                value={chosen[level.key]?.value}
                onChange={(value, label) => choose(index, value, label)}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
