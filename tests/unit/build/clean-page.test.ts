import { describe, expect, it } from 'vitest';

// The files of a worker share one document (vitest.config.ts: `isolate: false`): what one test writes
// into the page itself, outside what Testing Library rendered, must not reach the next test, which
// counts what it finds there (tests/setup.ts empties the body after each test).
describe('each test starts on an empty page', () => {
  it('a test writes a root of its own into the page (as the boot skeleton tests do)', () => {
    document.body.innerHTML = '<div id="root"><ul><li class="resource-card">Rumah Asri</li></ul></div>';
    expect(document.querySelectorAll('.resource-card')).toHaveLength(1);
  });

  it('the next test finds none of it', () => {
    expect(document.body.children).toHaveLength(0);
    expect(document.querySelectorAll('.resource-card')).toHaveLength(0);
  });
});
