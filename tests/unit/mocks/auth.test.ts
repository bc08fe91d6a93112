// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { decodeJwt, DEMO_ACCOUNTS, DEMO_PASSWORD, makeJwt } from '../../../src/mocks/accounts';
import { BASES, call, withDemoServer } from './support';

withDemoServer();

const SESSION_EXPIRED = { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' };

describe('demo auth service', () => {
  it('logs every demo account in with an 8-hour JWT and its flag', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await call(`${BASES.auth}/api/login`, {
        method: 'POST',
        body: { email: account.email, password: DEMO_PASSWORD },
        headers: {},
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        message: 'Login berhasil',
        email: account.email,
        name: account.name,
        flag: account.flag,
        auth_id: account.auth_id,
        first_time: account.first_time,
      });
      const token = body.token as { access_token: string; id_token: string };
      expect(token.access_token.split('.')).toHaveLength(3);
      const claims = decodeJwt(token.access_token);
      expect(claims).toMatchObject({ sub: account.auth_id, email: account.email, flag: account.flag });
      expect(claims!.exp - claims!.iat).toBe(8 * 60 * 60);
      expect(decodeJwt(token.id_token)?.sub).toBe(account.auth_id);
    }
  });

  it('keeps the flag types: a string for gro_admin, a list for ADMIN', async () => {
    const login = (email: string) =>
      call(`${BASES.auth}/api/login`, {
        method: 'POST',
        body: { email, password: DEMO_PASSWORD },
        headers: {},
      });
    expect((await login('superadmin@demo.id')).body.flag).toBe('gro_admin');
    expect((await login('admin@demo.id')).body.flag).toEqual(['ADMIN']);
  });

  it('answers 400 for a wrong password and 422 for missing fields', async () => {
    const wrong = await call(`${BASES.auth}/api/login`, {
      method: 'POST',
      body: { email: 'superadmin@demo.id', password: 'salah' },
      headers: {},
    });
    expect(wrong).toEqual({
      status: 400,
      body: { errors: 'Email atau kata sandi salah.', message: 'Bad Request' },
    });
    const missing = await call(`${BASES.auth}/api/login`, {
      method: 'POST',
      body: { email: '' },
      headers: {},
    });
    expect(missing).toEqual({ status: 422, body: { message: 'Email dan kata sandi wajib diisi.' } });
  });

  it('refuses main and payment calls without a valid, unexpired token', async () => {
    const expired = makeJwt({ sub: 'usr-gro-001', email: 'superadmin@demo.id', flag: 'gro_admin' }, -60);
    const cases: [string, Record<string, string>][] = [
      [`${BASES.main}/house-list/admin`, {}],
      [`${BASES.main}/house-list/admin`, { Authorization: 'Bearer not-a-jwt' }],
      [`${BASES.main}/house-list/admin`, { Authorization: `Bearer ${expired}` }],
      [`${BASES.payment}/payment`, {}],
    ];
    for (const [url, headers] of cases) {
      const { status, body } = await call(url, { headers });
      expect(status).toBe(401);
      expect(body).toEqual(SESSION_EXPIRED);
    }
  });

  it('serves the upload service without a bearer token (the app sends none there)', async () => {
    const upload = await call(`${BASES.upload}/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: {},
    });
    expect(upload).toMatchObject({ status: 400, body: { error: 'File wajib diunggah.' } });
  });

  it('accepts a token made by makeJwt that is still valid', async () => {
    const token = makeJwt({ sub: 'usr-adm-002', email: 'admin@demo.id', flag: ['ADMIN'] }, 60);
    const { status } = await call(`${BASES.main}/house-type`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(status).toBe(200);
  });

  it('answers JSON 404 for an unknown path under a demo base', async () => {
    const { status, body } = await call(`${BASES.main}/does-not-exist`);
    expect(status).toBe(404);
    expect(body.status).toBe(404);
  });
});
