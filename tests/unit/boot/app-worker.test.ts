import { describe, expect, it, vi } from 'vitest';

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
    update = workbox.update;
  },
}));

import { createAppUpdate, registerAppWorker } from '../../../src/boot/app-worker';

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

describe("the app's worker and a new deployment (src/boot/app-worker.ts)", () => {
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

  it('waits for the first screen before it downloads the build', async () => {
    const { win } = fakeWindow();
    workbox.register.mockClear();
    let settle = () => undefined as void;
    const registering = registerAppWorker(
      createAppUpdate(),
      win,
      new Promise<void>((resolve) => (settle = resolve)),
    );
    // the page has loaded and the worker's code is there: still no download before the first screen
    await vi.dynamicImportSettled();
    expect(workbox.register).not.toHaveBeenCalled();
    settle();
    await registering;
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });
});
