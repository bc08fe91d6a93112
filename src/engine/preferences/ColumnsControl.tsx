import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';

import { DialogLoading } from '../../components/DialogLoading';
import { lazyDialog } from '../../components/lazy-part';
import { listPreferenceTexts } from '../../locales/list-preferences';
import type { ResourceDecl } from '../../resources/types';
import type { ArrangeableColumn } from './arrange-columns';

import './list-preferences.css';

const loadDrawer = () => import('./ColumnsDrawer');
const ColumnsDrawer = lazyDialog(loadDrawer);
const preloadDrawer = () => void loadDrawer();

/**
 * "Kolom": the signed-in user shows, hides and reorders the list's columns (the record's title
 * stays), picks the density, and "Atur ulang" forgets it all.
 */
export function ColumnsControl({
  decl,
  columns,
}: {
  decl: ResourceDecl;
  columns: readonly ArrangeableColumn[];
}) {
  const [open, setOpen] = useState(false);
  // once opened, the drawer stays mounted so it slides out when closed
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        icon={<SettingOutlined aria-hidden />}
        aria-label={listPreferenceTexts.columns}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onMouseEnter={preloadDrawer}
        onFocus={preloadDrawer}
      >
        {listPreferenceTexts.columns}
      </Button>
      {opened && (
        <Suspense fallback={<DialogLoading />}>
          <ColumnsDrawer decl={decl} columns={columns} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
