/** Typed runtime configuration, read once from Vite's env (DESIGN.md, "Runtime configuration"). */

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

export const DEFAULT_SESSION_SECRET = 'pbo-session-7f3c9a2e';
export const DEFAULT_PRODUCT_NAME = 'Rumahku';
export const DEMO_PREFIX = '/demo-api';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : undefined;
}

export function readConfig(env: Env, origin: string): AppConfig {
  const apiUrl = text(env, 'VITE_API_URL');
  const demoSetting = text(env, 'VITE_DEMO');
  const demo = demoSetting === 'true' ? true : demoSetting === 'false' ? false : !apiUrl;
  const demoBase = (service: string) => `${origin}${DEMO_PREFIX}/${service}`;
  const pick = (key: string, service: string) =>
    demo ? demoBase(service) : (text(env, key) ?? apiUrl ?? '');
  return {
    apiUrl: demo ? demoBase('main') : (apiUrl ?? ''),
    paymentApiUrl: pick('VITE_PAYMENT_API_URL', 'payment'),
    authApiUrl: pick('VITE_AUTH_API_URL', 'auth'),
    uploadUrl: pick('VITE_UPLOAD_URL', 'upload'),
    socketUrl: demo ? origin : (text(env, 'VITE_SOCKET_URL') ?? apiUrl ?? ''),
    sessionSecret: text(env, 'VITE_SESSION_SECRET') ?? DEFAULT_SESSION_SECRET,
    productName: text(env, 'VITE_PRODUCT_NAME') ?? DEFAULT_PRODUCT_NAME,
    demo,
  };
}

const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

export const config: AppConfig = readConfig(import.meta.env as Env, origin);

if (import.meta.env.PROD && !text(import.meta.env as Env, 'VITE_SESSION_SECRET')) {
  console.warn('VITE_SESSION_SECRET is not set: the session is encrypted with the built-in secret.');
}
