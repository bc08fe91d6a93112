import { type HttpHandler, HttpResponse } from 'msw';

import { findAccountByEmail, issueTokens } from '../accounts';
import { dbChanged } from '../db';
import { noteActivity, userAgentOf } from '../domain/activity-log';
import { ANONYMOUS, demoHttp, readBody, text } from '../lib/http';

/** POST {auth}/api/login. The server answers 200 for any valid account; role checks are the app's job. */
export function authHandlers(authBase: string): HttpHandler[] {
  return [
    demoHttp('post', `${authBase}/api/login`, async ({ request }) => {
      const body = await readBody(request);
      const email = text(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) {
        return HttpResponse.json({ message: 'Email dan kata sandi wajib diisi.' }, { status: 422 });
      }
      const account = findAccountByEmail(email);
      if (!account || account.password !== password) {
        return HttpResponse.json(
          { errors: 'Email atau kata sandi salah.', message: 'Bad Request' },
          { status: 400 },
        );
      }
      noteActivity(
        { method: 'post', path: '/api/login', body: { email }, caller: ANONYMOUS },
        userAgentOf(request),
      )?.();
      await dbChanged();
      return HttpResponse.json({
        message: 'Login berhasil',
        token: issueTokens(account),
        email: account.email,
        name: account.name,
        flag: account.flag,
        auth_id: account.auth_id,
        first_time: account.first_time,
      });
    }),
  ];
}
