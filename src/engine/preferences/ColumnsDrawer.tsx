import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Radio, Space, Typography } from 'antd';
import { useId } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { listPreferenceTexts } from '../../locales/list-preferences';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { type ArrangeableColumn, columnChoices, lockedColumnKey, moveColumn } from './arrange-columns';
import type { Density } from './store';
import { useTablePreferences } from './use-list-preferences';

/**
 * The drawer of "Kolom": show, hide and reorder the columns, the density, "Atur ulang". A chunk of
 * its own, loaded when first opened (or ahead, when the pointer or the focus is on "Kolom").
 */
export default function ColumnsDrawer({
  decl,
  columns,
  open,
  onClose,
}: {
  decl: ResourceDecl;
  columns: readonly ArrangeableColumn[];
  open: boolean;
  onClose: () => void;
}) {
  const { preferences, update, reset } = useTablePreferences(decl.name);
  const locked = lockedColumnKey(decl);
  const choices = columnChoices(columns, preferences, locked);
  const listId = useId();
  const densityId = useId();
  // open, the focus is on its first choice; closed, back on "Kolom"
  const focus = useDialogFocus<HTMLUListElement>(undefined, open);
  useCloseOnBack(open, onClose);
  const show = (key: string, shown: boolean) =>
    update({
      hidden: shown ? preferences.hidden.filter((one) => one !== key) : [...preferences.hidden, key],
    });
  const move = (key: string, by: -1 | 1) => update({ order: moveColumn(choices, key, by) });

  return (
    <Drawer
      title={listPreferenceTexts.columnsTitle}
      open={open}
      onClose={onClose}
      width={360}
      afterOpenChange={(opened) => {
        if (opened) focus.ref.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
      }}
      footer={<Button onClick={reset}>{listPreferenceTexts.reset}</Button>}
    >
      <Typography.Title level={5} id={listId}>
        {listPreferenceTexts.columnsList}
      </Typography.Title>
      <ul ref={focus.ref} className="column-choices" aria-labelledby={listId}>
        {choices.map((choice, index) => (
          <li key={choice.key}>
            <Checkbox
              checked={!choice.hidden}
              disabled={choice.locked}
              onChange={(event) => show(choice.key, event.target.checked)}
            >
              {choice.locked ? fill(listPreferenceTexts.titleStays, { label: choice.label }) : choice.label}
            </Checkbox>
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={fill(listPreferenceTexts.moveUp, { label: choice.label })}
                disabled={index === 0}
                onClick={() => move(choice.key, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={fill(listPreferenceTexts.moveDown, { label: choice.label })}
                disabled={index === choices.length - 1}
                onClick={() => move(choice.key, 1)}
              />
            </Space>
          </li>
        ))}
      </ul>
      <Typography.Title level={5} id={densityId}>
        {listPreferenceTexts.density}
      </Typography.Title>
      <Radio.Group
        aria-labelledby={densityId}
        optionType="button"
        value={preferences.density}
        onChange={(event) => update({ density: event.target.value as Density })}
        options={[
          { label: listPreferenceTexts.comfortable, value: 'default' },
          { label: listPreferenceTexts.compact, value: 'compact' },
        ]}
      />
    </Drawer>
  );
}
