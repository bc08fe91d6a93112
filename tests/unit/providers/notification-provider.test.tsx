import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { ToastContext } from '../../../src/components/toast-context';
import { ToastBridge } from '../../../src/engine/ToastBridge';
import { messages } from '../../../src/locales/messages';
import { i18nProvider } from '../../../src/locales/refine-i18n';
import { createNotificationProvider } from '../../../src/providers/notification-provider';
import { createToasts } from '../../../src/providers/toasts';

// the app's channel, as createProviders makes it: the providers' half and the bridge's half
const toasts = createToasts();
const { announce } = toasts;
const notificationProvider = createNotificationProvider(toasts);

function mount() {
  return render(
    <ToastContext.Provider value={toasts}>
      <AntdApp>
        <ToastBridge />
      </AntdApp>
    </ToastContext.Provider>,
  );
}

const dialog = () => document.querySelector('.ant-modal') as HTMLElement | null;

describe('the Error dialog (docs/contract.md sections 8 and 9)', () => {
  it('opens titled "Error", 478 px wide, with the text, and stays without a timer', async () => {
    // the clock is fake from before the dialog opens, so any timer it set would be run by the jump
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      mount();
      act(() =>
        notificationProvider.open({
          type: 'error',
          message: 'Error (status code: 500)',
          description: 'Nama wajib diisi.',
        }),
      );
      act(() => vi.advanceTimersByTime(0));
      expect(screen.getByText('Nama wajib diisi.')).toBeInTheDocument();
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Error');
      expect(dialog()?.style.width).toBe('478px');
      act(() => vi.advanceTimersByTime(10 * 60_000));
      expect(screen.getByText('Nama wajib diisi.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on Escape', async () => {
    mount();
    act(() => notificationProvider.open({ type: 'error', message: '', description: 'Gagal menyimpan.' }));
    await screen.findByText('Gagal menyimpan.');
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByText('Gagal menyimpan.')).toBeNull());
  });

  it('closes on an outside click', async () => {
    mount();
    act(() => notificationProvider.open({ type: 'error', message: '', description: 'Gagal memuat.' }));
    await screen.findByText('Gagal memuat.');
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    await waitFor(() => expect(screen.queryByText('Gagal memuat.')).toBeNull());
  });

  it('shows the generic text when a failure carries none, and one dialog for the same failure', async () => {
    mount();
    act(() => {
      notificationProvider.open({ type: 'error', message: '' });
      notificationProvider.open({ type: 'error', message: '' });
    });
    expect(await screen.findAllByText(messages.generic)).toHaveLength(1);
  });

  it("shows a success's message verbatim; Refine's own generic success texts say nothing", async () => {
    mount();
    const generic = i18nProvider.translate(
      'notifications.createSuccess',
      {},
      'Successfully created house-type',
    );
    expect(generic).toBe('');
    expect(i18nProvider.translate('notifications.success', 'Successful')).toBe('');
    act(() => notificationProvider.open({ type: 'success', message: generic, description: 'Successful' }));
    act(() => notificationProvider.open({ type: 'success', message: 'Success update Property Type' }));
    expect(await screen.findByText('Success update Property Type')).toBeInTheDocument();
    expect(screen.queryByText('Successful')).toBeNull();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
  });

  it('is one channel per app: another app’s toasts do not reach it, and none after it unmounts', async () => {
    const other = createToasts();
    const { unmount } = mount();
    act(() => other.announce('Pesan aplikasi lain'));
    act(() => announce('Pesan aplikasi ini'));
    expect(await screen.findByText('Pesan aplikasi ini')).toBeInTheDocument();
    expect(screen.queryByText('Pesan aplikasi lain')).toBeNull();
    unmount();
    const sink = { success: vi.fn(), error: vi.fn() };
    act(() => announce('Setelah dilepas'));
    const disconnect = other.connect(sink);
    other.showError('Gagal');
    disconnect();
    other.showError('Tidak terkirim');
    expect(sink.error.mock.calls).toEqual([['Gagal']]);
  });

  it('draws a progress toast with "Urungkan" (its cancelMutation) until it is closed by its key', async () => {
    mount();
    const cancelMutation = vi.fn();
    act(() =>
      notificationProvider.open({
        type: 'progress',
        key: 'undo-a',
        message: 'Hapus: Rumah Dago',
        cancelMutation,
      }),
    );
    act(() =>
      notificationProvider.open({ type: 'progress', key: 'undo-b', message: 'Hapus: Rumah Lembang' }),
    );
    expect(await screen.findByText('Hapus: Rumah Dago')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Urungkan' }));
    expect(cancelMutation).toHaveBeenCalledTimes(1);
    act(() => notificationProvider.close('undo-a'));
    await waitFor(() => expect(screen.queryByText('Hapus: Rumah Dago')).toBeNull());
    expect(screen.getByText('Hapus: Rumah Lembang')).toBeInTheDocument();
  });
});
