/**
 * Typed runtime configuration (docs/design.md, "Runtime configuration"). One build serves every
 * environment: `/config.js`, served beside index.html and written by the container's entrypoint from
 * its environment, sets `window.__APP_CONFIG__` before the app loads; Vite's `VITE_*` values are the
 * build-time defaults of each key. Whether the demo backend is in the bundle is decided at build time.
 */

export interface AppConfig {
  apiUrl: string;
  paymentApiUrl: string;
  authApiUrl: string;
  uploadUrl: string;
  socketUrl: string;
  sessionSecret: string;
  productName: string;
  /** True when the embedded demo backend serves every service. */
  demo: boolean;
}

/** The keys of `/config.js`; each overrides its `VITE_*` build-time default. */
export const RUNTIME_KEYS = {
  API_URL: 'VITE_API_URL',
  PAYMENT_API_URL: 'VITE_PAYMENT_API_URL',
  AUTH_API_URL: 'VITE_AUTH_API_URL',
  UPLOAD_URL: 'VITE_UPLOAD_URL',
  SOCKET_URL: 'VITE_SOCKET_URL',
  SESSION_SECRET: 'VITE_SESSION_SECRET',
  PRODUCT_NAME: 'VITE_PRODUCT_NAME',
} as const;

export type RuntimeConfig = Partial<Record<keyof typeof RUNTIME_KEYS, unknown>>;

export const DEFAULT_SESSION_SECRET = 'pbo-session-7f3c9a2e';
export const DEFAULT_PRODUCT_NAME = 'Rumahku';
export const DEMO_PREFIX = '/demo-api';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : undefined;
}

/** The build-time env with the runtime file's values laid over it (non-text values are ignored). */
export function withRuntime(env: Env, runtime: RuntimeConfig | undefined): Env {
  const merged: Env = { ...env };
  if (!runtime || typeof runtime !== 'object') return merged;
  for (const [key, envKey] of Object.entries(RUNTIME_KEYS)) {
    const value = runtime[key as keyof RuntimeConfig];
    if (typeof value === 'string' && value.trim() !== '') merged[envKey] = value;
  }
  return merged;
}

export function readConfig(env: Env, origin: string, runtime?: RuntimeConfig): AppConfig {
  const values = withRuntime(env, runtime);
  const apiUrl = text(values, 'VITE_API_URL');
  // the demo is a build-time choice: the runtime file cannot switch it on or off
  const demoSetting = text(env, 'VITE_DEMO');
  const demo = demoSetting === 'true' ? true : demoSetting === 'false' ? false : !apiUrl;
  const demoBase = (service: string) => `${origin}${DEMO_PREFIX}/${service}`;
  const pick = (key: string, service: string) =>
    demo ? demoBase(service) : (text(values, key) ?? apiUrl ?? '');
  return {
    apiUrl: demo ? demoBase('main') : (apiUrl ?? ''),
    paymentApiUrl: pick('VITE_PAYMENT_API_URL', 'payment'),
    authApiUrl: pick('VITE_AUTH_API_URL', 'auth'),
    uploadUrl: pick('VITE_UPLOAD_URL', 'upload'),
    socketUrl: demo ? origin : (text(values, 'VITE_SOCKET_URL') ?? apiUrl ?? ''),
    sessionSecret: text(values, 'VITE_SESSION_SECRET') ?? DEFAULT_SESSION_SECRET,
    productName: text(values, 'VITE_PRODUCT_NAME') ?? DEFAULT_PRODUCT_NAME,
    demo,
  };
}

declare global {
  interface Window {
    /** Set by `/config.js` (see `deploy/`), before the app's module runs. */
    __APP_CONFIG__?: RuntimeConfig;
  }
}

const inBrowser = typeof window !== 'undefined';
const origin = inBrowser ? window.location.origin : 'http://localhost';
const runtime = inBrowser ? window.__APP_CONFIG__ : undefined;

export const config: AppConfig = readConfig(import.meta.env as Env, origin, runtime);

if (import.meta.env.PROD && config.sessionSecret === DEFAULT_SESSION_SECRET) {
  console.warn('SESSION_SECRET is not set: the session is encrypted with the built-in secret.');
}
