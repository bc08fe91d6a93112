import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  askSystemPermission,
  NOTIFICATION_LIST_PATH,
  showSystemNotification,
} from '../../../src/notifications/system-notification';
import { SystemNotificationControl } from '../../../src/notifications/SystemNotificationControl';
import { onPhone } from '../support/media';

const LEAD = {
  _id: 'n-1',
  text: 'Leads baru: Ibu Sari tertarik pada HL-000300',
  read: false,
  created_at: '2026-11-25T03:32:00.000Z',
  user_id: 'usr-1',
};

/** A browser's Notification: its permission, the asks made of it, and the notifications it showed. */
function notificationApi(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions; onclick?: (() => void) | null }[] = [];
  const Api = vi.fn(function (this: Record<string, unknown>, title: string, options?: NotificationOptions) {
    const entry = { title, options, onclick: null as (() => void) | null, close: vi.fn() };
    shown.push(entry);
    return entry;
  }) as unknown as typeof Notification & { permission: NotificationPermission };
  Object.assign(Api, { permission, requestPermission: vi.fn(async () => 'granted' as const) });
  return { Api, shown };
}

afterEach(() => vi.unstubAllGlobals());

describe('system notifications of new leads (issue 44)', () => {
  it("shows a pushed notification through the app's worker while the tab is hidden", async () => {
    const { Api } = notificationApi('granted');
    const showNotification = vi.fn(async () => undefined);
    const env = {
      notification: Api,
      document: { visibilityState: 'hidden' as const },
      serviceWorker: { getRegistration: async () => ({ active: {}, showNotification }) as never },
    };
    expect(await showSystemNotification(LEAD, () => undefined, env)).toBe(true);
    expect(showNotification).toHaveBeenCalledWith('Notifikasi baru', {
      body: LEAD.text,
      tag: 'notification-n-1',
      icon: '/icons/icon-192.png',
      data: { url: NOTIFICATION_LIST_PATH },
    });
  });

  it('shows nothing while the tab is on screen, or without the permission', async () => {
    const showNotification = vi.fn(async () => undefined);
    const serviceWorker = { getRegistration: async () => ({ active: {}, showNotification }) as never };
    const granted = notificationApi('granted').Api;
    const visible = { visibilityState: 'visible' as const };
    const hidden = { visibilityState: 'hidden' as const };
    expect(
      await showSystemNotification(LEAD, () => undefined, {
        notification: granted,
        document: visible,
        serviceWorker,
      }),
    ).toBe(false);
    for (const permission of ['default', 'denied'] as const) {
      const { Api } = notificationApi(permission);
      expect(
        await showSystemNotification(LEAD, () => undefined, {
          notification: Api,
          document: hidden,
          serviceWorker,
        }),
      ).toBe(false);
    }
    expect(await showSystemNotification(LEAD, () => undefined, { document: hidden })).toBe(false);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('without a worker the page shows it itself, and a tap opens the notification list', async () => {
    const { Api, shown } = notificationApi('granted');
    const open = vi.fn();
    vi.stubGlobal('focus', vi.fn());
    const env = {
      notification: Api,
      document: { visibilityState: 'hidden' as const },
      serviceWorker: { getRegistration: async () => undefined },
    };
    expect(await showSystemNotification(LEAD, open, env)).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0].options?.body).toBe(LEAD.text);
    shown[0].onclick?.();
    expect(open).toHaveBeenCalledWith(NOTIFICATION_LIST_PATH);
  });

  it('asks for the permission only from the control, once tapped, and says when it is on', async () => {
    const { Api } = notificationApi('default');
    vi.stubGlobal('Notification', Api);
    render(<SystemNotificationControl />);
    // drawn, not asked; a computer is no phone
    expect(Api.requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByText(/ponsel ini/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan notifikasi di perangkat ini' }));
    expect(Api.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Notifikasi baru tampil di perangkat ini/)).toBeInTheDocument();
    expect(screen.queryByText(/ponsel ini/)).toBeNull();
  });

  describe('on a phone', () => {
    onPhone();

    it('offers them "di ponsel ini"', async () => {
      vi.stubGlobal('Notification', notificationApi('default').Api);
      render(<SystemNotificationControl />);
      await userEvent.click(screen.getByRole('button', { name: 'Tampilkan notifikasi di ponsel ini' }));
      expect(await screen.findByText(/Notifikasi baru tampil di ponsel ini/)).toBeInTheDocument();
    });
  });

  it('says so when the browser blocks notifications, and draws nothing where there are none', async () => {
    vi.stubGlobal('Notification', notificationApi('denied').Api);
    const { unmount } = render(<SystemNotificationControl />);
    expect(screen.getByText('Notifikasi diblokir di pengaturan peramban.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    vi.stubGlobal('Notification', undefined);
    const { container } = render(<SystemNotificationControl />);
    expect(container).toBeEmptyDOMElement();
    expect(await askSystemPermission({})).toBe('unsupported');
  });
});
