// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DEFAULT_PRODUCT_NAME, DEFAULT_SESSION_SECRET, readConfig } from '../../src/config';

const origin = 'https://admin.example.id';

describe('runtime configuration (docs/design.md)', () => {
  it('with no API configured, the demo backend serves every service on this origin', () => {
    const config = readConfig({}, origin);
    expect(config).toEqual({
      apiUrl: `${origin}/demo-api/main`,
      paymentApiUrl: `${origin}/demo-api/payment`,
      authApiUrl: `${origin}/demo-api/auth`,
      uploadUrl: `${origin}/demo-api/upload`,
      socketUrl: origin,
      sessionSecret: DEFAULT_SESSION_SECRET,
      productName: DEFAULT_PRODUCT_NAME,
      demo: true,
    });
  });

  it('with VITE_API_URL set, talks only to the configured hosts and never to the demo', () => {
    const config = readConfig(
      {
        VITE_API_URL: 'https://api.example.id/',
        VITE_PAYMENT_API_URL: 'https://pay.example.id',
        VITE_AUTH_API_URL: 'https://auth.example.id',
        VITE_UPLOAD_URL: 'https://upload.example.id',
        VITE_SOCKET_URL: 'https://socket.example.id',
        VITE_SESSION_SECRET: 'prod-secret',
        VITE_PRODUCT_NAME: 'RumahKita',
      },
      origin,
    );
    expect(config).toEqual({
      apiUrl: 'https://api.example.id',
      paymentApiUrl: 'https://pay.example.id',
      authApiUrl: 'https://auth.example.id',
      uploadUrl: 'https://upload.example.id',
      socketUrl: 'https://socket.example.id',
      sessionSecret: 'prod-secret',
      productName: 'RumahKita',
      demo: false,
    });
  });

  it('other services default to the main URL', () => {
    const config = readConfig({ VITE_API_URL: 'https://api.example.id' }, origin);
    expect(config.paymentApiUrl).toBe('https://api.example.id');
    expect(config.socketUrl).toBe('https://api.example.id');
    expect(config.demo).toBe(false);
  });

  it('VITE_DEMO=true forces the demo, VITE_DEMO=false forbids it', () => {
    expect(readConfig({ VITE_API_URL: 'https://api.example.id', VITE_DEMO: 'true' }, origin).apiUrl).toBe(
      `${origin}/demo-api/main`,
    );
    const off = readConfig({ VITE_DEMO: 'false' }, origin);
    expect(off.demo).toBe(false);
    expect(off.apiUrl).toBe('');
  });
});
