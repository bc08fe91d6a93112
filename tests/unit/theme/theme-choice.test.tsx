import { readFileSync } from 'node:fs';
import path from 'node:path';

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ui } from '../../../src/locales/ui';
import { createSessionStore, type Session, SESSION_KEY } from '../../../src/session/session';
import {
  BOOT_THEME_KEY,
  choiceKey,
  DARK_QUERY,
  pageBackground,
  readChoice,
  writeChoice,
} from '../../../src/theme/theme-choice';
import { ThemeChoiceProvider, useThemeChoice } from '../../../src/theme/ThemeChoice';
import { validToken } from '../support/jwt';

const ROOT = path.resolve(__dirname, '../../..');
const html = document.documentElement;

const session = (auth_id: string, email: string): Session => ({
  access_token: validToken(),
  id_token: 'id-token',
  email,
  name: 'Rina Wijaya',
  flag: 'gro_admin',
  avatar: '',
  auth_id,
  signin: true,
  first_time: false,
});

/** A system colour scheme the test switches, with the listeners matchMedia handed out. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const system = {
    dark,
    set(next: boolean) {
      system.dark = next;
      listeners.forEach((listener) => listener());
    },
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query === DARK_QUERY ? system.dark : true;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  });
  return system;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: originalMatchMedia });
  html.removeAttribute('data-theme');
  html.removeAttribute('style');
});

describe('the theme choice, kept per user', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read back for its user only; another user follows the system', () => {
    writeChoice(window.localStorage, 'usr-001', 'dark');
    expect(readChoice(window.localStorage, 'usr-001')).toBe('dark');
    expect(readChoice(window.localStorage, 'usr-002')).toBe('system');
    // the next load paints it first
    expect(window.localStorage.getItem(BOOT_THEME_KEY)).toBe('dark');
  });

  it('ignores a corrupt stored value, and storage that throws', () => {
    window.localStorage.setItem(choiceKey('usr-001'), '{"dark":tru');
    expect(readChoice(window.localStorage, 'usr-001')).toBe('system');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readChoice(broken, 'usr-001')).toBe('system');
  });

  it('the provider: a choice per signed-in user, "Ikuti sistem" following matchMedia live, none signed out', async () => {
    const system = fakeSystem(false);
    const store = createSessionStore('test-secret');
    store.write(session('usr-001', 'rina@demo.id'));
    window.localStorage.setItem(choiceKey('usr-002'), 'not-a-theme');

    function Picker() {
      const { choice, mode, setChoice } = useThemeChoice();
      return (
        <>
          <output aria-label="state">{`${choice} ${mode}`}</output>
          <button type="button" onClick={() => setChoice('dark')}>
            {ui.theme.dark}
          </button>
          <button type="button" onClick={() => setChoice('system')}>
            {ui.theme.system}
          </button>
        </>
      );
    }
    render(
      <ThemeChoiceProvider store={store}>
        <Picker />
      </ThemeChoiceProvider>,
    );
    const state = screen.getByLabelText('state');
    expect(state).toHaveTextContent('system light');
    expect(html).toHaveAttribute('data-theme', 'light');

    // "Ikuti sistem" follows the system as it changes
    act(() => system.set(true));
    expect(state).toHaveTextContent('system dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html.style.colorScheme).toBe('dark');
    act(() => system.set(false));
    expect(html).toHaveAttribute('data-theme', 'light');

    // Gelap holds whatever the system does, and is kept for this user
    await userEvent.click(screen.getByRole('button', { name: ui.theme.dark }));
    expect(state).toHaveTextContent('dark dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(choiceKey('usr-001'))).toBe('dark');
    expect(window.localStorage.getItem(BOOT_THEME_KEY)).toBe('dark');

    // another user (a corrupt stored value) follows the system, without a crash
    act(() => store.write(session('usr-002', 'budi@demo.id')));
    expect(state).toHaveTextContent('system light');
    expect(window.localStorage.getItem(BOOT_THEME_KEY)).toBe('system');

    // signed out: the login page follows the system; the first user's choice stays for them
    act(() => system.set(true));
    act(() => store.clear());
    expect(state).toHaveTextContent('system dark');
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(window.localStorage.getItem(BOOT_THEME_KEY)).toBeNull();
    act(() => system.set(false));
    expect(html).toHaveAttribute('data-theme', 'light');

    act(() => store.write(session('usr-001', 'rina@demo.id')));
    expect(state).toHaveTextContent('dark dark');
  });
});

describe('public/theme-boot.js, before the first paint', () => {
  const boot = readFileSync(path.join(ROOT, 'public/theme-boot.js'), 'utf8');
  const run = () => new Function(boot)();

  it('paints the stored choice, else the system; an unknown value follows the system', () => {
    fakeSystem(false);
    window.localStorage.setItem(BOOT_THEME_KEY, 'dark');
    run();
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html.style.colorScheme).toBe('dark');
    // the same background as the app's (src/theme/theme-choice.ts)
    const probe = document.createElement('div');
    probe.style.backgroundColor = pageBackground.dark;
    expect(html.style.backgroundColor).toBe(probe.style.backgroundColor);

    window.localStorage.setItem(BOOT_THEME_KEY, '<corrupt>');
    run();
    expect(html).toHaveAttribute('data-theme', 'light');
    probe.style.backgroundColor = pageBackground.light;
    expect(html.style.backgroundColor).toBe(probe.style.backgroundColor);

    fakeSystem(true);
    window.localStorage.removeItem(BOOT_THEME_KEY);
    run();
    expect(html).toHaveAttribute('data-theme', 'dark');
    window.localStorage.setItem(BOOT_THEME_KEY, 'light');
    run();
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('is loaded from index.html before the app, which shows the app\'s "Loading ..." until it renders', () => {
    const page = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    const bootAt = page.indexOf('<script src="/theme-boot.js"></script>');
    expect(bootAt).toBeGreaterThan(-1);
    expect(bootAt).toBeLessThan(page.indexOf('</head>'));
    expect(bootAt).toBeLessThan(page.indexOf('src="/src/entry.ts"'));
    const root = new DOMParser().parseFromString(page, 'text/html').getElementById('root');
    expect(root?.querySelector('.app-loading[role="status"]')?.textContent?.trim()).toBe(ui.loading);
  });
});
