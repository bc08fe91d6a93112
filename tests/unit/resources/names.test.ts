// The names tsc checks (src/resources/names.ts, and the `name` of each module of
// src/resources/modules/) are exactly those the registry declares: every name has its declaration and
// every declaration its name, with the same actions; what a declaration names of another (an
// `invalidates`, a reference, a bulk edit's action) is declared.
import { findResource, registry } from '../../../src/resources';
import { resourceModules } from '../../../src/resources/declared';
import { findAction } from '../../../src/resources/find-action';

/** Every known name with its actions: each module's `name`, with its `actions` if any. */
const known: Record<string, readonly string[]> = Object.fromEntries(
  resourceModules.map((module) => [
    module.name,
    'actions' in module ? (module.actions as readonly string[]) : [],
  ]),
);

describe('resource and action names', () => {
  it('names every declared resource once, and declares every name', () => {
    const declared = registry.map((decl) => decl.name);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(Object.keys(known).sort());
  });

  it("takes a module's name from the module, the one its declaration carries", () => {
    for (const module of resourceModules) expect(module.resource.name).toBe(module.name);
  });

  it.each(registry.map((decl) => [decl.name, decl] as const))(
    '%s: its actions are those named',
    (name, decl) => {
      expect(Object.keys(decl.actions ?? {}).sort()).toEqual([...known[name]].sort());
    },
  );

  it('refers only to declared resources and actions', () => {
    const missing: string[] = [];
    const need = (found: unknown, what: string) => {
      if (!found) missing.push(what);
    };
    for (const decl of registry) {
      for (const [action, declared] of Object.entries(decl.actions ?? {})) {
        for (const target of declared?.ui?.invalidates ?? [])
          need(findResource(target), `${decl.name}.${action} -> ${target}`);
      }
      const fields = [
        ...(decl.fields ?? []),
        ...Object.values(decl.actions ?? {}).flatMap((one) =>
          one?.ui?.ask.kind === 'form' ? one.ui.ask.fields : [],
        ),
      ];
      for (const field of fields) {
        if (field.reference)
          need(
            findResource(field.reference.resource),
            `${decl.name}.${field.key} -> ${field.reference.resource}`,
          );
        const edit = field.bulkEdit;
        if (edit && edit !== true && edit.action)
          need(findAction(decl, edit.action), `${decl.name}.${field.key} -> ${edit.action}`);
      }
      if (decl.parent)
        need(findResource(decl.parent.resource), `${decl.name} parent -> ${decl.parent.resource}`);
      const open = typeof decl.search === 'object' ? decl.search.openList?.resource : undefined;
      if (open) need(findResource(open), `${decl.name} search -> ${open}`);
    }
    expect(missing).toEqual([]);
  });
});
