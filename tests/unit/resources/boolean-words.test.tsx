import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderValue } from '../../../src/components/render-value';
import { exportCell } from '../../../src/engine/export/export-rows';
import { findResource } from '../../../src/resources';
import type { FieldDecl } from '../../../src/resources/types';

function fieldOf(resource: string, key: string): FieldDecl {
  const found = findResource(resource)?.fields?.find((field) => field.key === key);
  if (!found) throw new Error(`no field ${key} in ${resource}`);
  return found;
}

const shown = (field: FieldDecl, value: unknown) =>
  render(<>{renderValue(field, value)}</>).container.textContent;

describe('the words of a boolean field', () => {
  it('reads an area indicator\'s status as "Aktif" / "Nonaktif", on screen and in an export', () => {
    const status = fieldOf('area-master', 'status');
    expect(shown(status, true)).toBe('Aktif');
    expect(shown(status, false)).toBe('Nonaktif');
    expect(exportCell(status, true)).toBe('Aktif');
    expect(exportCell(status, 'false')).toBe('Nonaktif');
  });

  it('keeps "Ya" / "Tidak" for a field whose label asks the question ("Aktif", "Terverifikasi")', () => {
    const verified = fieldOf('users', 'is_verified');
    expect(shown(verified, true)).toBe('Ya');
    expect(exportCell(verified, false)).toBe('Tidak');
  });
});
