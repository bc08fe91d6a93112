import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { type ComponentProps, Suspense, useMemo, useState } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { Loading } from '../../components/Loading';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { useOpenedOnce } from '../../components/use-opened-once';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { activeFilterCount } from './phone-list';
import { SearchFilter } from './TextFilter';
import { FilterBar, preloadFilterBar } from './wide-parts';

/** The list's filters on a phone: the search on top, the others in a drawer behind "Filter (n)". */
export function PhoneFilterBar(props: ComponentProps<typeof FilterBar>) {
  const { decl, filters, onChange } = props;
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  const count = activeFilterCount(decl, filters);
  // (the same object while the list's declaration stays: the drawer's filters are not drawn again by a load)
  const inDrawer: ResourceDecl = useMemo(() => ({ ...decl, search: false }), [decl]);
  // antd puts the focus on the drawer (no field: a phone would raise its keyboard); closed, back on "Filter"
  const focus = useDialogFocus(undefined, open);
  useCloseOnBack(open, () => setOpen(false));
  return (
    <div className="list-filters phone-filters">
      {decl.search && <SearchFilter filters={filters} onChange={onChange} />}
      <Button
        icon={<FilterOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        // the drawer's filters are fetched as a finger (or the focus) reaches the button
        onPointerDown={preloadFilterBar}
        onFocus={preloadFilterBar}
        className="phone-filters-open"
      >
        {count > 0 ? fill(ui.list.filterCount, { count }) : ui.list.filters}
      </Button>
      {drawn && (
        <Drawer
          open={open}
          placement="bottom"
          onClose={() => setOpen(false)}
          title={ui.list.filters}
          className="phone-filters-drawer"
          footer={
            <Button type="primary" block onClick={() => setOpen(false)}>
              {ui.list.showResults}
            </Button>
          }
        >
          <div ref={focus.ref}>
            <Suspense fallback={<Loading />}>
              <FilterBar {...props} decl={inDrawer} />
            </Suspense>
          </div>
        </Drawer>
      )}
    </div>
  );
}
