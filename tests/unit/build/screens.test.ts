// The screens map (src/pages/screens.ts) names only what the registry declares: a page for a routed
// resource, a dialog for an action offered on the screens.
import { readFileSync } from 'node:fs';

import { screens } from '../../../src/pages/screens';
import { findResource, hasShow } from '../../../src/resources';
import { findAction } from '../../../src/resources/find-action';

describe('screens map', () => {
  it.each(Object.entries(screens.pages))('%s is a routed resource with those views', (name, pages) => {
    const decl = findResource(name);
    expect(decl?.route, name).toBeDefined();
    if (pages.show) expect(hasShow(decl!)).toBe(true);
  });

  it.each(Object.entries(screens.dialogs))('%s declares the actions given dialogs', (name, dialogs) => {
    for (const action of Object.keys(dialogs))
      expect(findAction(findResource(name), action)?.ui, `${name}.${action}`).toBeDefined();
  });

  it("keeps each resource's own page or dialog in the folder named as the resource", () => {
    const source = readFileSync('src/pages/screens.ts', 'utf8');
    const mapped = [...source.matchAll(/^\s*'?([\w-]+)'?: \{[^\n]*import\('\.\/([\w-]+)\//gm)];
    expect(mapped.length).toBeGreaterThan(5);
    for (const [, name, folder] of mapped) expect(folder, name).toBe(name);
  });
});
