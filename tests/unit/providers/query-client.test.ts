import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, offlineError } from '../../../src/http/errors';
import { createQueryClient, FOLLOW_SERVER } from '../../../src/providers/query-client';

const listKey = ['data', 'default', 'listing', 'list', {}];

/** A list whose reads answer when the test says, each with what the server holds at that moment. */
function listOnServer() {
  let rows = ['A', 'B'];
  const answers: (() => void)[] = [];
  const read = vi.fn(
    () =>
      new Promise<string[]>((resolve) => {
        // the server reads its rows when the call arrives, and the answer comes back later
        const now = [...rows];
        answers.push(() => resolve(now));
      }),
  );
  return {
    read,
    remove: (row: string) => (rows = rows.filter((other) => other !== row)),
    answerNext: () => answers.shift()?.(),
  };
}

/** The list on a screen (an observer of the app's client), its first answer shown. */
async function shownList() {
  const queryClient = createQueryClient();
  const server = listOnServer();
  const observer = new QueryObserver(queryClient, { queryKey: listKey, queryFn: server.read });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(server.read).toHaveBeenCalledTimes(1));
  server.answerNext();
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['A', 'B']));
  return { queryClient, server, observer, unsubscribe };
}

describe("the app's query client", () => {
  it('reads a list again when a change is invalidated while a call for it was on its way, once however many came', async () => {
    const { queryClient, server, observer, unsubscribe } = await shownList();

    // a read leaves (a live event, a page change) and the server answers it before a delete lands
    void observer.refetch();
    await vi.waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    server.remove('A');
    // the delete's invalidations, as Refine makes them (the call on its way is not cancelled)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }, { cancelRefetch: false }),
      queryClient.invalidateQueries({ queryKey: listKey }, { cancelRefetch: false }),
      (async () => server.answerNext())(),
    ]);
    // the old answer lands, then the list is read once more and shows the server's rows
    await vi.waitFor(() => expect(server.read).toHaveBeenCalledTimes(3));
    server.answerNext();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['B']));
    expect(server.read).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reads nothing again when no call was on its way', async () => {
    const { queryClient, server, observer, unsubscribe } = await shownList();
    server.remove('A');
    const invalidated = queryClient.invalidateQueries({ queryKey: listKey }, { cancelRefetch: false });
    await vi.waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    server.answerNext();
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(['B']);
    expect(server.read).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('a query that follows the server', () => {
  /** An observer of a list with FOLLOW_SERVER (as the list screens have it), its first answer in. */
  async function followedList() {
    const queryClient = createQueryClient();
    queryClient.mount();
    const read = vi.fn(() => Promise.resolve(['A']));
    const observer = new QueryObserver(queryClient, {
      queryKey: listKey,
      queryFn: read,
      // fresh for a while, as a first page fetched ahead at a page load is: coming back reads it anyway
      staleTime: 60_000,
      ...FOLLOW_SERVER,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['A']));
    return {
      read,
      end: () => {
        unsubscribe();
        queryClient.unmount();
      },
    };
  }

  const setVisibility = (state: DocumentVisibilityState | null) => {
    if (state) Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    else Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  it('is read again once when the person comes back to the tab (visible, then focused)', async () => {
    const { read, end } = await followedList();
    setVisibility('hidden');
    window.dispatchEvent(new Event('blur'));
    expect(read).toHaveBeenCalledTimes(1);
    setVisibility(null);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    // the next task: after anything the focus started
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toHaveBeenCalledTimes(2);
    end();
  });

  it('is read again when its window has the focus back, not on a focus that follows no leaving', async () => {
    const { read, end } = await followedList();
    window.dispatchEvent(new Event('focus'));
    // the next task: after anything the focus started
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    end();
  });

  it('is read again when the network returns', async () => {
    const { read, end } = await followedList();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    end();
  });
});

describe('a read the connection went from under', () => {
  /** A list on a screen whose reads fail or answer as `replies` says, one by one. */
  function listReading(replies: (() => Promise<string[]>)[]) {
    const queryClient = createQueryClient();
    // (as QueryClientProvider does: the client hears the network come back)
    queryClient.mount();
    const read = vi.fn(() => (replies.shift() ?? (() => Promise.resolve(['A'])))());
    const observer = new QueryObserver(queryClient, { queryKey: listKey, queryFn: read });
    const subscribed = observer.subscribe(() => undefined);
    const unsubscribe = () => {
      subscribed();
      queryClient.unmount();
    };
    return { read, observer, unsubscribe };
  }

  it('waits for the network without an error and reads again once it is back', async () => {
    const { read, observer, unsubscribe } = listReading([
      // the network went as the call was on its way: the app learnt it before the failure came
      () => {
        onlineManager.setOnline(false);
        return Promise.reject(offlineError());
      },
    ]);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
      expect(observer.getCurrentResult().status).toBe('pending');
      expect(observer.getCurrentResult().error).toBeNull();
      expect(read).toHaveBeenCalledTimes(1);
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['A']));
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      onlineManager.setOnline(true);
      unsubscribe();
    }
  });

  it('online, a read without an answer goes once more, then fails; a refusal fails at once', async () => {
    const noAnswer = () => Promise.reject(new ApiError('Maaf! Ada kesalahan. Silahkan coba lagi nanti!', 0));
    const twice = listReading([noAnswer, noAnswer]);
    await vi.waitFor(() => expect(twice.observer.getCurrentResult().status).toBe('error'));
    expect(twice.read).toHaveBeenCalledTimes(2);
    twice.unsubscribe();

    const refused = listReading([() => Promise.reject(new ApiError('Data tidak ditemukan', 404))]);
    await vi.waitFor(() => expect(refused.observer.getCurrentResult().status).toBe('error'));
    expect(refused.read).toHaveBeenCalledTimes(1);
    refused.unsubscribe();
  });
});
