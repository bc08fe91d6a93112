// The registry names its icons by their @ant-design/icons names (src/resources/types.ts `IconName`:
// any of the package's icons). This plugin gives the shell the icons the registry names, and only
// those: `virtual:registry-icons` imports each name written in the registry's files, so an icon a
// new module names comes with it, with no map to keep and none of the package's other icons.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

export const REGISTRY_ICONS_MODULE = 'virtual:registry-icons';
const RESOLVED = `\0${REGISTRY_ICONS_MODULE}`;

/** An icon's name as the registry writes it: a quoted @ant-design/icons name. */
const ICON_NAME = /['"]([A-Z][A-Za-z0-9]*(?:Outlined|Filled|TwoTone))['"]/g;

/** The TypeScript files under `dir`, at any depth. */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The icon names written in `files`, sorted, each once. */
export function iconNamesIn(files: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of files)
    for (const [, name] of readFileSync(file, 'utf8').matchAll(ICON_NAME)) names.add(name);
  return [...names].sort();
}

/**
 * `virtual:registry-icons`: a map from each icon name written under `dirs` (the registry's folder;
 * the unit tests add their fixture modules') to its component.
 */
export function registryIcons(dirs: readonly string[] = ['src/resources']): Plugin {
  let root = process.cwd();
  return {
    name: 'registry-icons',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === REGISTRY_ICONS_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const files = dirs.flatMap((dir) => sourcesIn(path.resolve(root, dir)));
      // a module added or changed while `npm run dev` runs brings its icons in
      for (const file of files) this.addWatchFile(file);
      const names = iconNamesIn(files);
      return [
        `import { ${names.join(', ')} } from '@ant-design/icons';`,
        `export default { ${names.join(', ')} };`,
      ].join('\n');
    },
  };
}
