// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readConfig } from '../../src/config';

const origin = 'https://admin.example.id';
const built = { VITE_API_URL: 'https://build-default.example.id', VITE_DEMO: 'false' };

describe('runtime configuration from /config.js', () => {
  it('overrides every build-time default: service URLs, socket, product name and session secret', () => {
    const config = readConfig(built, origin, {
      API_URL: 'https://api.prod.example.id/v1/',
      PAYMENT_API_URL: 'https://pay.prod.example.id',
      AUTH_API_URL: 'https://auth.prod.example.id',
      UPLOAD_URL: 'https://upload.prod.example.id',
      SOCKET_URL: 'https://rt.prod.example.id',
      SESSION_SECRET: 'runtime-secret',
      PRODUCT_NAME: 'Griya Nusantara',
    });
    expect(config).toEqual({
      apiUrl: 'https://api.prod.example.id/v1',
      paymentApiUrl: 'https://pay.prod.example.id',
      authApiUrl: 'https://auth.prod.example.id',
      uploadUrl: 'https://upload.prod.example.id',
      socketUrl: 'https://rt.prod.example.id',
      sessionSecret: 'runtime-secret',
      productName: 'Griya Nusantara',
      demo: false,
    });
  });

  it('keeps the build-time default of a key the file leaves empty, or gives a non-text value', () => {
    const config = readConfig(built, origin, { API_URL: '', PRODUCT_NAME: 42, SOCKET_URL: '  ' });
    expect(config.apiUrl).toBe('https://build-default.example.id');
    expect(config.socketUrl).toBe('https://build-default.example.id');
    expect(config.productName).toBe('Rumahku');
  });

  it('serves one build for every environment: with no build-time URL, the file names the hosts', () => {
    const config = readConfig({ VITE_DEMO: 'false' }, origin, { API_URL: 'https://api.staging.example.id' });
    expect(config.apiUrl).toBe('https://api.staging.example.id');
    expect(config.paymentApiUrl).toBe('https://api.staging.example.id');
    expect(config.demo).toBe(false);
  });

  it('cannot switch the demo on or off: that is chosen when building', () => {
    const demo = readConfig({ VITE_DEMO: 'true' }, origin, { API_URL: 'https://api.example.id' });
    expect(demo.demo).toBe(true);
    expect(demo.apiUrl).toBe(`${origin}/demo-api/main`);
    expect(demo.productName).toBe('Rumahku');
  });
});
