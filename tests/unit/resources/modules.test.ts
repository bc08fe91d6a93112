// A resource declared in its module of src/resources/modules/ needs nothing else but that file:
// the registry places it in the sidebar, the palette finds it by its words, the demo seeds and serves
// it, and the endpoint cases hold its calls.
import { screenKeywords } from '../../../src/locales/screen-keywords';
import { startOfToday } from '../../../src/mocks/lib/dates';
import { createSeed } from '../../../src/mocks/seed';
import { declaredResources } from '../../../src/mocks/seed/declared';
import { childrenOf, findResource, paletteKeywords, registry } from '../../../src/resources';
import { resourceModules } from '../../../src/resources/declared';
import { endpointCases } from '../providers/endpoint-cases';

describe('a resource declared in one module', () => {
  it('places each resource right after its `after`, each group in one run (docs/contract.md section 2)', () => {
    registry.forEach((decl, index) => {
      if (decl.after) expect(registry[index - 1]?.name, decl.name).toBe(decl.after);
    });
    const runs = registry.map((decl) => decl.group).filter((group, index, all) => group !== all[index - 1]);
    const grouped = runs.filter((group) => group !== undefined);
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const group of grouped) expect(childrenOf(group!).length).toBeGreaterThan(0);
  });

  it.each(resourceModules.map((module) => [module.name, module.resource] as const))(
    '%s: found by its file alone',
    (name, resource) => {
      expect(findResource(name)).toBe(resource);
      expect(registry.filter((decl) => decl.name === name)).toHaveLength(1);
      expect(paletteKeywords[name]).toEqual(resource.keywords ?? screenKeywords[name]);
    },
  );

  it.each(declaredResources.map((resource) => [resource.name, resource] as const))(
    '%s: seeded and served by the demo from its declaration',
    (name, resource) => {
      expect(createSeed(startOfToday()).declared[name]?.length).toBeGreaterThan(0);
      const calls = [resource.list, resource.create, resource.update, resource.delete].flatMap((op) =>
        op ? [`${op.method.toUpperCase()} ${op.path}`] : [],
      );
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(endpointCases.map((c) => c.endpoint)).toContain(call);
    },
  );
});
