import type { Locale } from 'antd/es/locale';
// the ES build: the CommonJS 'antd/locale/id_ID' loses the Pagination texts in the bundle
import idID from 'antd/es/locale/id_ID';

/** antd's Indonesian locale, with the texts it leaves in English put in Indonesian. */
export const antdLocale: Locale = {
  ...idID,
  // a field that may stay empty: "Kirim ke (opsional)", not "(optional)"
  Form: { defaultValidateMessages: {}, ...idID.Form, optional: '(opsional)' },
  Table: { ...idID.Table, filterReset: 'Atur ulang' },
};
