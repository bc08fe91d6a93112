// A dialog closed just before a reload (Escape, then at once F5) leaves the reload alone: its entry
// taken back once the reload has begun cancels it, and the page stays as it was.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useCloseOnBack } from '../../../src/components/use-close-on-back';

const user = userEvent.setup({ delay: null });

function ColumnsDrawer({ onClose }: { onClose: () => void }) {
  useCloseOnBack(true, onClose);
  return (
    <div role="dialog" aria-label="Atur kolom">
      <button type="button" onClick={onClose}>
        Tutup
      </button>
    </div>
  );
}

function ListingScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kolom
      </button>
      {open && <ColumnsDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

/** The browser's own tasks after this one. */
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  // the page is shown again: nothing of this test's leaves stays for the next
  window.dispatchEvent(new Event('pageshow'));
  vi.restoreAllMocks();
});

describe('a dialog closed just before a reload', () => {
  it('takes its entry back in the task that closed it, before a reload can begin', async () => {
    window.history.replaceState({}, '', '/dashboard/listing');
    const back = vi.spyOn(window.history, 'back');
    render(<ListingScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Kolom' }));
    expect(screen.getByRole('dialog', { name: 'Atur kolom' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    // the closing's own task is over (its promises settled), no later task has run: a reload the
    // browser starts now comes after the history's move, never during it
    await Promise.resolve();
    expect(screen.queryByRole('dialog', { name: 'Atur kolom' })).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('leaves the history alone once the page is leaving, and takes its entry back again once the person stayed', async () => {
    window.history.replaceState({}, '', '/dashboard/listing');
    const back = vi.spyOn(window.history, 'back');
    render(<ListingScreen />);

    await user.click(screen.getByRole('button', { name: 'Kolom' }));
    expect(screen.getByRole('dialog', { name: 'Atur kolom' })).toBeInTheDocument();
    // closed (Escape, or here its button) as the reload begins: the page's beforeunload comes before
    // the dialog takes its entry back
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    window.dispatchEvent(new Event('beforeunload'));
    await nextTasks();
    expect(screen.queryByRole('dialog', { name: 'Atur kolom' })).toBeNull();
    expect(back).not.toHaveBeenCalled();

    // a leave that did not happen (a `tel:` link, "stay" at the browser's question): the person acts
    // on the page again, and a dialog closed then takes its entry back as before
    await user.click(screen.getByRole('button', { name: 'Kolom' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  });
});

describe('a step back the browser never reports', () => {
  it('holds the next dialog for no longer than its limit, even when its timer never fires', async () => {
    window.history.replaceState({}, '', '/dashboard/listing');
    // the timer of the first step is lost (a page frozen meanwhile; here a clock replaced and given back)
    vi.useFakeTimers();
    const lost = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const first = render(<ListingScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Kolom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await Promise.resolve();
    expect(lost).toHaveBeenCalledTimes(1);
    first.unmount();
    vi.useRealTimers();
    lost.mockRestore();

    // later, on the same page: a dialog opened and closed takes its entry back as always
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 3_500);
    const back = vi.spyOn(window.history, 'back');
    render(<ListingScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Kolom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await Promise.resolve();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
