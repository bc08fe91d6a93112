import { describe, expect, it, vi } from 'vitest';

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    scripts: [] as string[],
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(script: string) {
      workbox.scripts.push(script);
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
    update = workbox.update;
  },
}));

import { APP_WORKER_URL, createAppUpdate } from '../../../src/boot/app-worker';
import { DEMO_WORKER_SCRIPT } from '../../../src/boot/demo-worker';
import { createOfflineReady, OFFLINE_READY_SAID_KEY } from '../../../src/boot/offline-app';
import { APP_CACHED, PRECACHE_APP, type PrecacheReport } from '../../../src/boot/precache-messages';
import { registerAppWorker } from '../../../src/boot/register-app-worker';
import { MemoryStorage } from '../support/wire';

/** A loaded window with a service-worker container whose controller changes when told. */
function fakeWindow() {
  const container = new EventTarget();
  const reload = vi.fn();
  const win = {
    navigator: { serviceWorker: container },
    document: Object.assign(new EventTarget(), { readyState: 'complete', visibilityState: 'visible' }),
    location: { reload },
    addEventListener: vi.fn(),
  } as unknown as Window;
  return { win, container, reload };
}

describe("the app's worker and a new deployment (src/boot/register-app-worker.ts)", () => {
  it('offers a waiting deployment and never reloads a tab that did not ask', async () => {
    const { win, container, reload } = fakeWindow();
    const seen = vi.fn();
    const appUpdate = createAppUpdate();
    appUpdate.subscribe(seen);
    await registerAppWorker(appUpdate, win);
    expect(workbox.register).toHaveBeenCalled();
    expect(appUpdate.available()).toBe(false);

    workbox.listeners.get('waiting')?.();
    expect(appUpdate.available()).toBe(true);
    expect(seen).toHaveBeenCalled();
    // another tab took the new deployment: this page stays as it is
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    // this tab's "Muat ulang": the waiting worker takes over, then this tab loads the new page
    appUpdate.apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for the first screen before it registers the worker that keeps the app', async () => {
    const { win } = fakeWindow();
    workbox.register.mockClear();
    let settle = () => undefined as void;
    const registering = registerAppWorker(
      createAppUpdate(),
      win,
      new Promise<void>((resolve) => (settle = resolve)),
    );
    await vi.dynamicImportSettled();
    expect(workbox.register).not.toHaveBeenCalled();
    settle();
    await registering;
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it("in a demo build, watches the demo's one worker (MSW's, which keeps the app too) and unregisters nothing", async () => {
    const { win } = fakeWindow();
    const getRegistrations = vi.fn(async () => []);
    Object.assign(win.navigator.serviceWorker, { getRegistrations });
    workbox.scripts.length = 0;
    await registerAppWorker(createAppUpdate(), win, Promise.resolve(), true);
    expect(workbox.scripts).toEqual([DEMO_WORKER_SCRIPT]);
    expect(getRegistrations).not.toHaveBeenCalled();

    await registerAppWorker(createAppUpdate(), win);
    expect(workbox.scripts).toEqual([DEMO_WORKER_SCRIPT, APP_WORKER_URL]);
    // a build for real services first unregisters what a demo build left on the origin
    expect(getRegistrations).toHaveBeenCalled();
  });
});

describe('keeping the app on the device (src/boot/offline-app.ts)', () => {
  /** A window whose active worker answers a keep request with `report`. */
  function precachingWindow(report: Omit<PrecacheReport, 'type'>) {
    const { win, container } = fakeWindow();
    const asked: unknown[] = [];
    const worker = {
      postMessage: (message: unknown, [port]: MessagePort[]) => {
        asked.push(message);
        port.postMessage({ type: APP_CACHED, ...report });
      },
    };
    Object.assign(container, { ready: Promise.resolve({ active: worker }) });
    Object.assign(win, {
      location: { href: 'https://admin.example.id/dashboard', origin: 'https://admin.example.id' },
      performance: {
        getEntriesByType: () => [
          { name: 'https://admin.example.id/assets/signed-in-1.js' },
          { name: 'https://api.example.id/house-list' },
        ],
      },
    });
    return { win, asked };
  }

  it('asks the worker to keep the app with the files this page loaded, and says once when all is kept', async () => {
    const { precacheAppOnDevice } = await import('../../../src/boot/offline-app');
    const storage = new MemoryStorage();
    const record = createOfflineReady(() => storage);
    const { win, asked } = precachingWindow({ version: 'v1', cached: 120, total: 120 });
    await precacheAppOnDevice(win, record);
    expect(asked).toEqual([{ type: PRECACHE_APP, loaded: ['/assets/signed-in-1.js'] }]);
    expect(record.pending()).toBe(true);

    // the note is on the screen: said once for this version
    record.said();
    record.dismiss();
    await precacheAppOnDevice(
      win,
      createOfflineReady(() => storage),
    );
    const again = createOfflineReady(() => storage);
    await precacheAppOnDevice(win, again);
    expect(again.pending()).toBe(false);
    expect(storage.getItem(OFFLINE_READY_SAID_KEY)).toBe('v1');

    // a new deployment is said again
    const next = createOfflineReady(() => storage);
    await precacheAppOnDevice(precachingWindow({ version: 'v2', cached: 130, total: 130 }).win, next);
    expect(next.pending()).toBe(true);
  });

  it('says nothing while a part is not kept (the network went)', async () => {
    const { precacheAppOnDevice } = await import('../../../src/boot/offline-app');
    const record = createOfflineReady(() => new MemoryStorage());
    await precacheAppOnDevice(precachingWindow({ version: 'v1', cached: 30, total: 120 }).win, record);
    expect(record.pending()).toBe(false);
  });
});
