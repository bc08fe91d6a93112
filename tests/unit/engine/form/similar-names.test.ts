import { describe, expect, it } from 'vitest';

import { likenessKey, similarName } from '../../../../src/engine/form/similar-names';

const types = [
  { id: 1, name: 'Rumah' },
  { id: 2, name: 'Rumah Susun' },
  { id: 3, name: 'Ruko' },
];

describe('names compared ignoring case and spaces', () => {
  it('finds "rumah" beside "Rumah", and says it is not the same text', () => {
    expect(similarName('rumah', types, 'name')).toEqual({ name: 'Rumah', same: false });
    expect(similarName('  Rumah ', types, 'name')).toEqual({ name: 'Rumah', same: true });
    expect(similarName('Rumah', types, 'name')).toEqual({ name: 'Rumah', same: true });
  });

  it('ignores every space, inside too, and full-width letters', () => {
    expect(similarName('rumahsusun', types, 'name')?.name).toBe('Rumah Susun');
    expect(similarName('Rumah\u00a0 \tSusun', types, 'name')?.name).toBe('Rumah Susun');
    expect(similarName('ＲＵＫＯ', types, 'name')?.name).toBe('Ruko');
    expect(likenessKey(' Rumah  Susun ')).toBe(likenessKey('rumahsusun'));
  });

  it('lets a different name through', () => {
    expect(similarName('Rumah Kos', types, 'name')).toBeUndefined();
    expect(similarName('Rumahku', types, 'name')).toBeUndefined();
  });

  it("never matches the edited record's own name", () => {
    expect(similarName('RUMAH', types, 'name', 1)).toBeUndefined();
    expect(similarName('RUMAH', types, 'name', 2)).toEqual({ name: 'Rumah', same: false });
  });

  it('judges nothing for an empty or non-text value, or records without the name', () => {
    expect(similarName('', types, 'name')).toBeUndefined();
    expect(similarName('   ', types, 'name')).toBeUndefined();
    expect(similarName(undefined, types, 'name')).toBeUndefined();
    expect(similarName(42, types, 'name')).toBeUndefined();
    expect(similarName('rumah', [{ id: 9 }, { id: 8, name: null }], 'name')).toBeUndefined();
  });
});
