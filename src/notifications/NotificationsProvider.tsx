import {
  type BaseRecord,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useOnError,
  usePublish,
  useSubscription,
} from '@refinedev/core';
import { App } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';

import { ApiError } from '../http/errors';
import { notificationTexts } from '../locales/notifications';
import { NOTIFICATION_CHANNEL, notificationEvents } from '../providers/live/channel';
import { type NotificationPayload, readNotificationListPage } from '../providers/live/types';
import { useReads } from '../providers/reads';
import { registry } from '../resources';
import { applyLiveEvent } from './apply-live-event';
import { NotificationsContext, type NotificationsContextValue } from './context';
import { createNotificationStore, type Moment, type NotificationStore } from './notification-store';
import { OPEN_LIST_MESSAGE, showSystemNotification } from './system-notification';

/** How many of the newest notifications the bell loads over REST before the socket's replay. */
export const BELL_PAGE_SIZE = 20;
/** docs/contract.md sections 4 and 9: a raised disconnect flag signs the user out after 1.5 s. */
export const SIGN_OUT_DELAY_MS = 1500;

/** The REST side of the bell: GET /notification/{auth_id} (first page), with count_unread. */
export const bellPageMeta = { resource: 'notification-own', action: 'page' } as const;
const BELL_PAGE_QUERY = { page: 1, limit: BELL_PAGE_SIZE };

/** A reply of the bell's page with the moment it was asked for (the store's clock). */
interface AskedPage extends BaseRecord {
  body: BaseRecord;
  askedAt: Moment;
}

/** GET /notification/read (docs/contract.md section 7), a registry action. */
export const readAllMeta = { resource: 'notification-own', action: 'read-all' } as const;

/**
 * docs/contract.md section 4: when the disconnect flag goes up, tell the user and sign out 1.5 s later.
 * The server ended the session, not the person: it ends as on a refused token (the auth provider's
 * `onError`), so drafts and the outbox stay for the next sign-in, never as a deliberate sign-out.
 */
function DisconnectSignOut({ store }: { store: NotificationStore }) {
  const flag = useSyncExternalStore(store.subscribe, () => store.getState().disconnect);
  const { mutate: endSession } = useOnError();
  const { message } = App.useApp();
  useEffect(() => {
    if (!flag) return;
    void message.warning(notificationTexts.signedOut);
    const timer = setTimeout(
      () => endSession(new ApiError(notificationTexts.signedOut, 401)),
      SIGN_OUT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [flag, endSession, message]);
  return null;
}

/**
 * The notification state of the signed-in user, fed by the live provider (the socket) and by REST,
 * shared by the bell and the notification screens. Mount it once, inside <Refine>.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createNotificationStore);
  const publish = usePublish();
  const userId = useSyncExternalStore(store.subscribe, () => store.getState().userId);

  // Refine keeps the first callback of a subscription; the store is stable, so that is enough
  useSubscription({
    channel: NOTIFICATION_CHANNEL,
    types: ['*'],
    onLiveEvent: (event) => {
      // a new one pushed while the app is in the background: the system shows it too (when allowed)
      const pushed =
        event.type === notificationEvents.notification ? (event.payload as NotificationPayload) : null;
      if (pushed?.kind === 'one' && !store.getState().items.some((item) => item._id === pushed.item._id))
        void showSystemNotification(pushed.item, (path) => void navigate(path)).catch(() => undefined);
      applyLiveEvent(store, event);
    },
  });
  // a tap on a system notification, in this open tab: the app moves to the list (public/sw-app.js)
  const navigate = useNavigate();
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type === OPEN_LIST_MESSAGE && typeof data.path === 'string' && data.path.startsWith('/'))
        void navigate(data.path);
    };
    worker?.addEventListener('message', onMessage);
    return () => worker?.removeEventListener('message', onMessage);
  }, [navigate]);

  const reads = useReads();
  // the user id keys the cache: a new sign-in never sees the previous user's page
  const pageMeta = useMemo(() => ({ ...bellPageMeta, owner: userId }), [userId]);
  const firstPage = useCustom<AskedPage>({
    url: '',
    method: 'get',
    config: { query: BELL_PAGE_QUERY },
    meta: pageMeta,
    queryOptions: {
      enabled: userId !== '',
      // the reply keeps when it was asked for: a live count that arrives meanwhile is newer and stays.
      // Taken as the call starts, so its own queryFn: a time seen after a render (its fetchStatus)
      // could come after a live count, which the older reply would then overwrite
      queryFn: async ({ signal }) => {
        const askedAt = store.now();
        const { data } = await reads.custom<BaseRecord>({
          url: '',
          method: 'get',
          query: BELL_PAGE_QUERY,
          meta: { ...pageMeta, signal },
        });
        return { data: { body: data, askedAt } };
      },
    },
  });
  const pageData = firstPage.query.data?.data;
  useEffect(() => {
    if (!pageData || store.getState().userId !== userId) return;
    const page = readNotificationListPage(pageData.body, BELL_PAGE_SIZE);
    store.merge(page.items, page.countUnread, pageData.askedAt);
  }, [pageData, store, userId]);

  const { mutate: readAll } = useCustomMutation();
  const invalidate = useInvalidate();
  // once the server has recorded "all read", the notification lists on screen are read again: their
  // rows beyond what this state holds (a later page, another list) say so without a reload
  const refetchLists = useCallback(() => {
    for (const decl of registry)
      if (decl.liveRefetch) void invalidate({ resource: decl.name, invalidates: ['list'] });
  }, [invalidate]);
  const refetchFirstPage = firstPage.query.refetch;

  const value = useMemo<NotificationsContextValue>(
    () => ({
      store,
      markRead(id) {
        const item = store.markRead(id);
        if (!item) return;
        publish?.({
          channel: NOTIFICATION_CHANNEL,
          type: notificationEvents.read,
          // a notification to everyone names no user: the reader is the one who read it
          payload: { _id: item._id, user_id: item.user_id || store.getState().userId },
          date: new Date(),
        });
      },
      markAllRead() {
        store.markAllRead();
        // the socket makes the server recount for every tab; REST records it even while the socket is down
        publish?.({
          channel: NOTIFICATION_CHANNEL,
          type: notificationEvents.readAll,
          payload: {},
          date: new Date(),
        });
        readAll(
          // `method` is unused: the registry action says GET /notification/read
          { url: '', method: 'post', values: {}, meta: readAllMeta, successNotification: false },
          { onError: () => void refetchFirstPage(), onSuccess: refetchLists },
        );
      },
    }),
    [store, publish, readAll, refetchFirstPage, refetchLists],
  );

  return (
    <NotificationsContext.Provider value={value}>
      <DisconnectSignOut store={store} />
      {children}
    </NotificationsContext.Provider>
  );
}
