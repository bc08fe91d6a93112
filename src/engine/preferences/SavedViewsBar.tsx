import { MoreOutlined, SaveOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Dropdown, Space } from 'antd';
import { Suspense, useId, useState } from 'react';

import { DialogLoading } from '../../components/DialogLoading';
import { lazyDialog } from '../../components/lazy-part';
import { listPreferenceTexts } from '../../locales/list-preferences';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import {
  applyView,
  deleteView,
  isNameTaken,
  isShowing,
  type Naming,
  renameView,
  saveView,
  viewFilterKeys,
  viewOf,
} from './saved-views';
import { useSavedViews } from './use-list-preferences';

import './list-preferences.css';

const loadNameDialog = () => import('./NameDialog');
const NameDialog = lazyDialog(loadNameDialog);
const preloadNameDialog = () => void loadNameDialog();

/** What the bar reads and sets of the list (useTable's own, so a view goes through the URL). */
export interface ViewTarget {
  filters: CrudFilter[];
  sorters: CrudSort[];
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  setSorters: (sorters: CrudSort[]) => void;
  setCurrentPage: (page: number) => void;
}

/**
 * The saved views of a list as quick choices above it: choosing one sets its search, filters and sort
 * (in the URL, like any filter); "Simpan tampilan" names the current ones; each view can be renamed
 * or deleted.
 */
export function SavedViewsBar({ decl, target }: { decl: ResourceDecl; target: ViewTarget }) {
  const { ready, views, keep } = useSavedViews(decl);
  const [naming, setNaming] = useState<Naming>(null);
  const labelId = useId();
  // a list with nothing to search, filter or sort has no view to keep
  const viewable = viewFilterKeys(decl).length > 0 || (decl.fields ?? []).some((field) => field.sortable);
  if (!ready || !viewable) return null;

  const choose = (name: string) => {
    const view = views.find((one) => one.name === name);
    if (!view) return;
    const next = applyView(decl, view, target.filters);
    target.setFilters(next.filters, 'replace');
    target.setSorters(next.sorters);
    target.setCurrentPage(1);
  };
  const submit = (name: string) => {
    if (naming?.mode === 'rename') keep(renameView(views, naming.name, name));
    else keep(saveView(views, viewOf(decl, name, target.filters, target.sorters)));
    setNaming(null);
  };

  return (
    <div className="saved-views" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="saved-views-label">
        {listPreferenceTexts.views}
      </span>
      {views.map((view) => {
        const showing = isShowing(decl, view, target.filters, target.sorters);
        return (
          <Space.Compact key={view.name}>
            <Button
              type={showing ? 'primary' : 'default'}
              aria-pressed={showing}
              onClick={() => choose(view.name)}
            >
              {view.name}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'rename', label: listPreferenceTexts.rename },
                  { key: 'delete', label: listPreferenceTexts.remove, danger: true },
                ],
                onClick: ({ key }) =>
                  key === 'rename'
                    ? setNaming({ mode: 'rename', name: view.name })
                    : keep(deleteView(views, view.name)),
              }}
            >
              <Button
                icon={<MoreOutlined aria-hidden />}
                aria-label={fill(listPreferenceTexts.viewMenu, { name: view.name })}
              />
            </Dropdown>
          </Space.Compact>
        );
      })}
      <Button
        icon={<SaveOutlined aria-hidden />}
        aria-label={listPreferenceTexts.saveView}
        onClick={() => setNaming({ mode: 'save' })}
        onMouseEnter={preloadNameDialog}
        onFocus={preloadNameDialog}
      >
        {listPreferenceTexts.saveView}
      </Button>
      {naming && (
        <Suspense fallback={<DialogLoading />}>
          <NameDialog
            naming={naming}
            taken={(name) => isNameTaken(views, name, naming.mode === 'rename' ? naming.name : undefined)}
            onSubmit={submit}
            onClose={() => setNaming(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
