// The demo build's worker, first part (build/worker/demo-worker.ts): the app kept on the device, as in
// a build for real services, and MSW's worker held back where it would undo that.
import { precacheApp, type WorkerScope } from './precache-app';
import type { PrecacheFile } from './precache-plan';

declare const self: WorkerScope & { __WB_MANIFEST: PrecacheFile[] };

const scope = self;
precacheApp(scope, self.__WB_MANIFEST);

// MSW's worker unregisters itself when the last tab says it closes ('CLIENT_CLOSED', sent at every
// reload): the kept app would go with it and a reload offline land on the browser's offline page. Its
// listener never hears it (MSW then treats the closed tab as one that has not started its mocking:
// what such a tab asks goes to the network, as MSW does for a tab it does not know).
scope.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

// MSW's worker takes over as soon as it is installed. A new deployment's waits, as in a build for real
// services, until the person asks ("Muat ulang"): the page under the old one would lose its backend.
scope.addEventListener('install', (event) => {
  if (scope.registration.active) event.stopImmediatePropagation();
});
