import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Button, Drawer, Dropdown, Input, Modal } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useDialogFocus } from '../../../src/components/dialog-focus';

const user = userEvent.setup({ delay: null });
const focused = () => document.activeElement;

/** A drawer that stays rendered while closed, as "Kolom" and the phone's "Filter" are. */
function StayingDrawer() {
  const [open, setOpen] = useState(false);
  const focus = useDialogFocus(undefined, open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filter</Button>
      <Drawer
        open={open}
        title="Filter"
        onClose={() => setOpen(false)}
        afterOpenChange={focus.afterOpenChange}
      >
        <div ref={focus.ref}>
          <label>
            Status <Input />
          </label>
          <Button onClick={() => setOpen(false)}>Tampilkan hasil</Button>
        </div>
      </Drawer>
    </>
  );
}

/** A form dialog rendered while open, with a question before its input is thrown away. */
function FormDialog({ onClose }: { onClose: () => void }) {
  const { modal } = AntApp.useApp();
  const focus = useDialogFocus();
  const ask = () =>
    modal.confirm({
      title: 'Buang perubahan?',
      okText: 'Buang',
      cancelText: 'Lanjut mengisi',
      onOk: () => {
        focus.restore();
        onClose();
      },
    });
  return (
    <Modal open title="Ubah" onCancel={ask} afterOpenChange={focus.afterOpenChange} footer={null}>
      <div ref={focus.ref}>
        <label>
          Nama <Input />
        </label>
        <Button onClick={ask}>Batal</Button>
      </div>
    </Modal>
  );
}

/** A dialog opened from an item of a "more" menu. */
function MenuOpened() {
  const [open, setOpen] = useState(false);
  return (
    <AntApp>
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'edit', label: 'Ubah' }], onClick: () => setOpen(true) }}
      >
        <Button aria-label="Aksi lainnya">…</Button>
      </Dropdown>
      {open && <FormDialog onClose={() => setOpen(false)} />}
    </AntApp>
  );
}

/**
 * A dialog whose opening ends late (`afterOpenChange` called by the test), with another dialog above
 * it (a question, "Buang perubahan?") or, `beneath`, under it (the leads drawer under a conversation).
 */
function LateOpening({
  opened,
  field,
  other,
  beneath = false,
}: {
  opened: (afterOpenChange: (open: boolean) => void) => void;
  field: string;
  other: string;
  beneath?: boolean;
}) {
  const focus = useDialogFocus();
  opened(focus.afterOpenChange);
  const own = (
    <div role="dialog" aria-label="Ubah">
      <div ref={focus.ref}>
        <label>
          {field} <Input />
        </label>
      </div>
    </div>
  );
  const another = (
    <div role="dialog" aria-label="Dialog lain">
      <Button>{other}</Button>
    </div>
  );
  return beneath ? (
    <>
      {another}
      {own}
    </>
  ) : (
    <>
      {own}
      {another}
    </>
  );
}

describe('the focus around a dialog', () => {
  it('a dialog whose opening ends after the dialog beneath it took the focus takes it to its first field', () => {
    let afterOpenChange: (open: boolean) => void = () => undefined;
    render(
      <LateOpening opened={(late) => (afterOpenChange = late)} field="Balasan" other="Tutup leads" beneath />,
    );
    // the drawer's own opening ended later and gave it the focus
    act(() => screen.getByRole('button', { name: 'Tutup leads' }).focus());
    act(() => afterOpenChange(true));
    expect(focused()).toBe(screen.getByLabelText('Balasan'));
  });

  it('a dialog whose opening ends after a question opened above it leaves the focus on the question', () => {
    let afterOpenChange: (open: boolean) => void = () => undefined;
    render(<LateOpening opened={(late) => (afterOpenChange = late)} field="Nama" other="Lanjut mengisi" />);
    const keep = screen.getByRole('button', { name: 'Lanjut mengisi' });
    act(() => keep.focus());
    act(() => afterOpenChange(true));
    expect(focused()).toBe(keep);
    // with nothing chosen meanwhile, its first field takes the focus
    act(() => keep.blur());
    act(() => afterOpenChange(true));
    expect(focused()).toBe(screen.getByLabelText('Nama'));
  });

  it('a drawer that stays rendered gives the focus to its first field and back to its opener when closed', async () => {
    render(<StayingDrawer />);
    const opener = screen.getByRole('button', { name: 'Filter' });
    await user.click(opener);
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Status')));
    await user.click(screen.getByRole('button', { name: 'Tampilkan hasil' }));
    await waitFor(() => expect(focused()).toBe(opener));
    // a second opening works the same
    await user.click(opener);
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Status')));
    fireEvent.keyDown(focused() as Element, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(focused()).toBe(opener));
  });

  it('a dialog opened from a menu item returns, after "Buang perubahan?", to the menu\'s button', async () => {
    render(<MenuOpened />);
    const more = screen.getByRole('button', { name: 'Aksi lainnya' });
    await user.click(more);
    const item = await screen.findByRole('menuitem', { name: 'Ubah' });
    // the item holds the focus as it is chosen, as a keyboard or a click leaves it
    act(() => item.focus());
    await user.click(item);
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Nama')));
    await user.type(screen.getByLabelText('Nama'), 'x');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await user.click(await screen.findByRole('button', { name: 'Buang' }));
    await waitFor(() => expect(screen.queryByText('Buang perubahan?')).toBeNull());
    await waitFor(() => expect(focused()).toBe(more));
  });
});
