// Back (a phone's back gesture) closes an open dialog and stays on the screen under it; a page
// reloaded with a dialog open leaves no entry behind that would take a second press.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { useCloseOnBack as loadedHook } from '../../../src/components/use-close-on-back';

const user = userEvent.setup({ delay: null });
type Hook = typeof loadedHook;

/** The outbox's list as a screen opens it: an antd dialog drawn only while it is open. */
function ChangesDialog({ useCloseOnBack, onClose }: { useCloseOnBack: Hook; onClose: () => void }) {
  useCloseOnBack(true, onClose);
  return (
    <Modal open title="Perubahan di perangkat ini" onCancel={onClose} footer={null}>
      <p>Belum ada perubahan.</p>
    </Modal>
  );
}

function ListingScreen({ useCloseOnBack }: { useCloseOnBack: Hook }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Listing</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Lihat perubahan
      </button>
      {open && <ChangesDialog useCloseOnBack={useCloseOnBack} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A property's leads as a drawer, one lead's conversation opened over it, and a link on the page. */
function LeadsScreen() {
  const [leads, setLeads] = useState(false);
  const [chat, setChat] = useState(false);
  return (
    <>
      <h1>Leads</h1>
      <Link to="/dashboard">Dashboard</Link>
      <button type="button" onClick={() => setLeads(true)}>
        Lihat leads
      </button>
      {leads && (
        <button type="button" onClick={() => setChat(true)}>
          Buka percakapan
        </button>
      )}
      {leads && <Dialog title="Leads" onClose={() => setLeads(false)} />}
      {leads && chat && <Dialog title="Percakapan" onClose={() => setChat(false)} />}
    </>
  );
}

function Dialog({ title, onClose }: { title: string; onClose: () => void }) {
  loadedHook(true, onClose);
  return (
    <Modal open title={title} onCancel={onClose} footer={null}>
      <button type="button" onClick={onClose}>
        Tutup {title}
      </button>
    </Modal>
  );
}

function Pages({ useCloseOnBack }: { useCloseOnBack: Hook }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/dashboard/listing" element={<ListingScreen useCloseOnBack={useCloseOnBack} />} />
        <Route path="/dashboard/leads" element={<LeadsScreen />} />
      </Routes>
    </BrowserRouter>
  );
}

/** The person came to Listing from the dashboard. */
function cameToListing() {
  window.history.replaceState({}, '', '/dashboard');
  window.history.pushState({}, '', '/dashboard/listing');
}

const back = () => act(() => window.history.back());
const dialog = () => screen.queryByRole('dialog', { name: 'Perubahan di perangkat ini' });

/** Opens the dialog and checks what one Back, then a second, does. */
async function backClosesThenLeaves() {
  await user.click(await screen.findByRole('button', { name: 'Lihat perubahan' }));
  expect(await screen.findByRole('dialog', { name: 'Perubahan di perangkat ini' })).toBeInTheDocument();

  back();
  await waitFor(() => expect(dialog()).toBeNull());
  expect(screen.getByRole('heading', { name: 'Listing' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard/listing');

  // the dialog's entry is gone with it: the next Back leaves Listing
  back();
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
}

describe('Back closes a dialog', () => {
  it('one Back closes the dialog and stays on the screen; the next leaves it', async () => {
    cameToListing();
    render(<Pages useCloseOnBack={loadedHook} />);
    await backClosesThenLeaves();
  });

  it('a link followed before the closed dialogs have taken their entries back is not undone by them', async () => {
    window.history.replaceState({}, '', '/dashboard');
    window.history.pushState({}, '', '/dashboard/leads');
    // the browser takes a step back later, in its own time (a slow phone): held here until released
    const held: (() => void)[] = [];
    const backNow = window.history.back.bind(window.history);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => held.push(backNow));
    try {
      render(<Pages useCloseOnBack={loadedHook} />);
      await user.click(await screen.findByRole('button', { name: 'Lihat leads' }));
      await user.click(await screen.findByRole('button', { name: 'Buka percakapan' }));
      await user.click(await screen.findByRole('button', { name: 'Tutup Percakapan' }));
      await user.click(screen.getByRole('button', { name: 'Tutup Leads' }));
      await waitFor(() => expect(screen.queryAllByRole('dialog')).toEqual([]));
      // at once, before either step back has been taken
      await user.click(screen.getByRole('link', { name: 'Dashboard' }));
      while (held.length > 0) act(() => held.shift()?.());

      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/dashboard');
      expect(back, 'each dialog takes its own entry back').toHaveBeenCalledTimes(2);
      // no dialog's entry is left: Back leads to the leads screen, and the one after to where it came from
      back.mockRestore();
      act(() => window.history.back());
      expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
      expect(window.history.state).not.toHaveProperty('dialogs');
      act(() => window.history.back());
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    } finally {
      back.mockRestore();
    }
  });

  it('after a reload with a dialog open, one Back closes the next dialog, and the next leaves the screen', async () => {
    cameToListing();
    // the dialog open as the page was reloaded: the browser keeps its entry, and its state
    window.history.pushState({ ...(window.history.state as object), dialogs: ['dialog-1'] }, '');
    // the reload: the app's code runs afresh on that entry
    vi.resetModules();
    const { useCloseOnBack } = await import('../../../src/components/use-close-on-back');
    render(<Pages useCloseOnBack={useCloseOnBack} />);
    await backClosesThenLeaves();
  });
});
