// The shell draws every icon the registry names, by its @ant-design/icons name, with no map to keep:
// the build brings exactly the icons written in the registry's files (build/registry-icons.ts).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { iconNamesIn } from '../../../build/registry-icons';
import { RegistryIcon } from '../../../src/components/icons';
import { groups, registry } from '../../../src/resources';
import { filesUnder } from '../support/source-files';

/** Every `icon` the registry's data holds: resources, groups, actions and their dialogs. */
function declaredIcons(): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'icon' && typeof inner === 'string') found.add(inner);
      else visit(inner);
    }
  };
  visit([...registry, ...groups]);
  return [...found].sort();
}

describe('the registry names its icons', () => {
  it('and the shell draws each one', () => {
    const names = declaredIcons();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const { container, unmount } = render(<RegistryIcon name={name} />);
      expect(container.querySelector('span.anticon svg'), name).not.toBeNull();
      unmount();
    }
  });

  it('draws nothing for a name it does not know', () => {
    const { container } = render(<RegistryIcon name="NoSuchOutlined" />);
    expect(container.innerHTML).toBe('');
  });

  it('the build reads the names written in the registry files, each once', () => {
    const files = filesUnder('src/resources', /\.tsx?$/);
    expect(iconNamesIn(files)).toEqual(expect.arrayContaining(declaredIcons()));
  });
});
