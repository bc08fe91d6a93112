import { vi } from 'vitest';

import type { AppConfig } from '../../../../src/config';
import { createHttpClient } from '../../../../src/http/client';
import { DEMO_ACCOUNTS, issueTokens } from '../../../../src/mocks/accounts';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { findResource } from '../../../../src/resources';
import { BASES } from '../../mocks/support';

export const admin = DEMO_ACCOUNTS[0];

const config: AppConfig = {
  apiUrl: BASES.main,
  paymentApiUrl: BASES.payment,
  authApiUrl: BASES.auth,
  uploadUrl: BASES.upload,
  socketUrl: '',
  sessionSecret: 'test-secret',
  productName: 'Rumahku',
  demo: false,
};

/** The app's own data provider over the demo backend (MSW), signed in as `account`. */
export function demoDataProvider(account = admin) {
  const token = issueTokens(account).access_token;
  const announce = vi.fn();
  const dataProvider = createDataProvider({
    http: createHttpClient({ config, getToken: () => token }),
    findResource,
    sessionParams: () => ({ auth_id: account.auth_id }),
    announce,
    apiUrl: BASES.main,
  });
  return { dataProvider, announce };
}
