// The service worker of a build for real services (/sw.js; src/boot/register-app-worker.ts registers
// it once the first screen is up): vite-plugin-pwa builds it and writes the build's files into
// `self.__WB_MANIFEST` (build/app-worker.ts).
import { precacheApp, type WorkerScope } from './precache-app';
import type { PrecacheFile } from './precache-plan';

declare const self: WorkerScope & { __WB_MANIFEST: PrecacheFile[]; importScripts(...urls: string[]): void };

precacheApp(self, self.__WB_MANIFEST);
// a tap on a system notification (imported by the demo's worker too)
self.importScripts('/sw-app.js');
