import type { AuthProvider } from '@refinedev/core';

import type { HttpClient } from '../http/client';
import { ApiError, sentWithOf } from '../http/errors';
import { messages, notAdminMessage } from '../locales/messages';
import { DASHBOARD_PATH } from '../resources/paths';
import { isAdminFlag, rolesOf } from '../resources/roles';
import { rules } from '../resources/wire';
import { loadSessionCipher, type Session, type SessionStore } from '../session/session';
import { isTokenExpired } from '../session/token';

export interface AuthDeps {
  http: HttpClient;
  store: SessionStore;
  productName: string;
  now?: () => number;
  /**
   * Runs once a sign-out has cleared the stored session, which waits for it (bounded by its caller):
   * the changes still in their undo window are sent (and those being sent finish) with the tokens
   * they carry.
   */
  afterSignOut?: () => Promise<unknown>;
  /**
   * A deliberate sign-out (a live session) throws away the user's personal data on this device (drafts,
   * recently opened records), and says so.
   */
  discardPersonalData?: (session: Session) => Promise<unknown>;
}

export interface LoginBody {
  email?: string;
  password?: string;
}

type Body = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The tokens of a login answer: `token` as `{ access_token, id_token }`, as a string, or at the top. */
function tokensOf(body: Body): { access_token: string; id_token: string } {
  const token = body.token;
  if (token && typeof token === 'object') {
    const t = token as Body;
    return { access_token: text(t.access_token), id_token: text(t.id_token) || text(t.access_token) };
  }
  const access = text(token) || text(body.access_token);
  return { access_token: access, id_token: text(body.id_token) || access };
}

/** The session built from a login answer (docs/contract.md section 3); `data` may wrap it one level deeper. */
export function sessionFromLogin(raw: unknown, email: string): Session | null {
  if (!raw || typeof raw !== 'object') return null;
  const outer = raw as Body;
  const body =
    outer.token === undefined && outer.data && typeof outer.data === 'object' ? (outer.data as Body) : outer;
  const { access_token, id_token } = tokensOf(body);
  if (!access_token) return null;
  const flag = Array.isArray(body.flag) ? body.flag.map(String) : text(body.flag);
  return {
    access_token,
    id_token,
    email: text(body.email) || email,
    name: text(body.name),
    flag,
    avatar: '',
    auth_id: text(body.auth_id) || String(body.auth_id ?? ''),
    signin: true,
    first_time: body.first_time === true || body.first_time === 'true',
  };
}

/** The documented sign-in (docs/contract.md section 7): POST /api/login on the auth service, HTTP 200. */
export const LOGIN = { service: 'auth', method: 'post', path: '/api/login', success: rules.http200 } as const;

export function createAuthProvider(deps: AuthDeps): AuthProvider {
  const now = deps.now ?? Date.now;

  /** The stored session, or null when there is none or its access token has expired (which signs out). */
  const currentSession = (): Session | null => {
    const session = deps.store.read();
    if (!session) return null;
    if (isTokenExpired(session.access_token, now())) {
      deps.store.clear();
      return null;
    }
    return session;
  };

  return {
    async login(params: LoginBody) {
      const email = (params.email ?? '').trim();
      try {
        // the session's cipher loads beside the call: it is written only after a successful login
        const [response] = await Promise.all([
          deps.http.call({
            ...LOGIN,
            body: { email, password: params.password ?? '' },
            messageFrom: ['errors', 'message'],
          }),
          loadSessionCipher(),
        ]);
        const session = sessionFromLogin(response.data, email);
        if (!session) throw new ApiError(messages.generic, response.status, response.data);
        if (!isAdminFlag(session.flag)) {
          return { success: false, error: { name: 'Login', message: notAdminMessage(deps.productName) } };
        }
        deps.store.write(session);
        return { success: true, redirectTo: DASHBOARD_PATH };
      } catch (error) {
        const message = error instanceof ApiError ? error.message : messages.generic;
        return { success: false, error: { name: 'Login', message } };
      }
    },

    async logout() {
      // a live session is a deliberate sign-out (a session the server ended keeps its drafts)
      const live = currentSession();
      // the stored session goes at once (a shared computer left right after "Keluar" keeps none);
      // what waits leaves with its own token. A failure was shown by its sender: the sign-out goes on
      deps.store.clear();
      await Promise.all([
        live ? deps.discardPersonalData?.(live).catch(() => undefined) : undefined,
        deps.afterSignOut?.().catch(() => undefined),
      ]);
      return { success: true, redirectTo: '/' };
    },

    async check() {
      return currentSession()
        ? { authenticated: true }
        : { authenticated: false, redirectTo: '/', logout: true };
    },

    async onError(error: unknown) {
      const status = (error as { statusCode?: number; status?: number } | null)?.statusCode;
      const session = deps.store.read();
      // a waiting change sent with an earlier author's token (another user signed in since, or the
      // author again with a new token) that was refused ends no one's session here: it is stored
      const refused = sentWithOf(error);
      const ownToken = refused === undefined || refused === session?.access_token;
      // only the first 401 signs out: with the session gone, later ones change nothing (no sign-out loop)
      if (status === 401 && session && ownToken) {
        deps.store.clear();
        return { logout: true, redirectTo: '/' };
      }
      return {};
    },

    async getIdentity() {
      const session = currentSession();
      if (!session) return null;
      return {
        id: session.auth_id,
        name: session.name,
        email: session.email,
        avatar: session.avatar,
        first_time: session.first_time,
      };
    },

    async getPermissions() {
      return rolesOf(currentSession()?.flag);
    },
  };
}
