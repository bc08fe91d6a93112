// A page load with a stored session fetches the shell, the screens' route and a generic list's screen
// side by side at boot, not each only once the one before it has rendered.
const loaded = vi.hoisted(() => [] as string[]);

vi.mock('../../../src/layout/Shell', () => {
  loaded.push('shell');
  return { default: () => null };
});
vi.mock('../../../src/engine/ResourceRoute', () => {
  loaded.push('route');
  return { default: () => null };
});
// the generic list is also among the engine's static exports, which App imports (through the
// engine's index): its fetch at boot is the call of its loader
vi.mock('../../../src/engine/loaders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/loaders')>()),
  loadResourceList: () => {
    loaded.push('list');
    return Promise.resolve({ default: () => null });
  },
}));

let preloadSignedIn: (typeof import('../../../src/App'))['preloadSignedIn'];
beforeAll(async () => {
  // the files of a worker share their modules: App may be loaded already by another file, bound to
  // the real loaders; loaded afresh here, it takes the mocked ones
  vi.resetModules();
  ({ preloadSignedIn } = await import('../../../src/App'));
});

afterEach(() => {
  loaded.length = 0;
});

describe('preloadSignedIn', () => {
  it('fetches the shell and the route under /dashboard, and the generic list on its routes only', async () => {
    preloadSignedIn('/');
    preloadSignedIn('/dashboardx');
    // the dashboard has a screen of its own: no generic list
    preloadSignedIn('/dashboard');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['route', 'shell']));

    // a module is loaded once: only the list's loading is left to see
    preloadSignedIn('/dashboard/listing');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['list', 'route', 'shell']));
  });
});
