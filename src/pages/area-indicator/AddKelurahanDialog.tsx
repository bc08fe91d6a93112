import { Form } from 'antd';
import { useState } from 'react';

import { ActionModal } from '../../components/actions/ActionModal';
import { useActionSubmit } from '../../components/actions/use-resource-action';
import { ReferenceOptionsSelect } from '../../components/resource-form/ReferenceSelect';
import { fill, ui } from '../../locales/ui';
import { regionCascadeFields } from '../../resources/region-fields';
import type { ActionDialogProps } from '../../resources/types';

/** Province > city > district > village on the documented lookups (/provinces, /cities?id_provinsi, ...). */
const LEVELS = regionCascadeFields('master-area');
type LevelKey = (typeof LEVELS)[number]['key'];
type Chosen = Partial<Record<LevelKey, { value: string; label: string }>>;
const VILLAGE = LEVELS[LEVELS.length - 1];

/**
 * "Tambah Kelurahan" of an area (POST /area-master/add): the village is chosen province > city >
 * district > village; a new choice above clears the levels below.
 */
export default function AddKelurahanDialog(props: ActionDialogProps) {
  const { record } = props;
  const { submit, isRunning } = useActionSubmit(props);
  const [chosen, setChosen] = useState<Chosen>({});
  const [tried, setTried] = useState(false);
  const village = chosen[VILLAGE.key];

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
    <ActionModal dialog={props} isRunning={isRunning} onOk={send}>
      <Form layout="vertical" disabled={isRunning}>
        {LEVELS.map((level, index) => {
          const missing = tried && level === VILLAGE && !village;
          const parent = index > 0 ? LEVELS[index - 1] : undefined;
          return (
            <Form.Item
              key={level.key}
              label={level.label}
              htmlFor={`kelurahan-${level.key}`}
              required={level === VILLAGE}
              validateStatus={missing ? 'error' : undefined}
              help={missing ? fill(ui.form.required, { label: level.label }) : undefined}
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
