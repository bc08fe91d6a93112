// npm run contract-check -- --api URL [--payment URL] [--auth URL] --email E --password P
//
// Signs in to your services through the documented login, reads every documented list and record the
// account's menu may use (GET only, a page of 5) and prints, per call, the HTTP status against its
// success rule, the envelope found, each declared field found / missing / of another type, and the
// reply's fields nothing declares. Exits 1 when the sign-in or a call fails its success rule, 2 on
// wrong arguments. The registry is read from the TypeScript sources through Vite's module loader.
//
// Credentials may also come from the environment: CONTRACT_EMAIL, CONTRACT_PASSWORD (and API_URL,
// PAYMENT_API_URL, AUTH_API_URL for the addresses), so a password need not sit in the shell history.
import { parseArgs } from 'node:util';

import { viteModules } from './vite-modules.mjs';

const USAGE =
  'usage: npm run contract-check -- --api URL [--payment URL] [--auth URL] --email E --password P\n' +
  '       (or CONTRACT_EMAIL / CONTRACT_PASSWORD / API_URL / PAYMENT_API_URL / AUTH_API_URL in the environment)';

function options() {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      payment: { type: 'string' },
      auth: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const env = process.env;
  const chosen = {
    api: values.api ?? env.API_URL,
    payment: values.payment ?? env.PAYMENT_API_URL,
    auth: values.auth ?? env.AUTH_API_URL,
    email: values.email ?? env.CONTRACT_EMAIL,
    password: values.password ?? env.CONTRACT_PASSWORD,
  };
  if (values.help || !chosen.api || !chosen.email || !chosen.password) return null;
  for (const key of ['api', 'payment', 'auth']) {
    if (chosen[key] === undefined) continue;
    const url = URL.canParse(chosen[key]) ? new URL(chosen[key]) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol))
      throw new Error(`--${key} is not an http(s) URL`);
  }
  return chosen;
}

/** Loads the TypeScript check through Vite (no build, no new dependency). */
async function loadCheck() {
  const modules = await viteModules();
  try {
    return { check: await modules.load('/src/contract-check/check.ts'), close: modules.close };
  } catch (error) {
    await modules.close();
    throw error;
  }
}

async function main() {
  let chosen;
  try {
    chosen = options();
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (!chosen) {
    console.error(USAGE);
    return 2;
  }
  const { check, close } = await loadCheck();
  try {
    const report = await check.runContractCheck(chosen);
    console.log(check.formatReport(report));
    return report.failed ? 1 : 0;
  } finally {
    await close();
  }
}

process.exitCode = await main();
