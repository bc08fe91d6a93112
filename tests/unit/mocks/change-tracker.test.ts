// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { trackChanges } from '../../../src/mocks/lib/change-tracker';

interface Item {
  id: string;
  name: string;
  tags: string[];
  place: { city: string; points: { x: number }[] };
}

interface Store {
  items: Item[];
  others: Item[];
  regions: { provinces: { name: string }[] };
}

function item(id: string): Item {
  return { id, name: `Item ${id}`, tags: ['a'], place: { city: 'Bogor', points: [{ x: 1 }] } };
}

function tracked() {
  const store: Store = {
    items: [item('1'), item('2'), item('3')],
    others: [item('9')],
    regions: { provinces: [{ name: 'Banten' }] },
  };
  return trackChanges(store);
}

/** The changes noted, as field names and, by collection, the ids of the records changed in place. */
function noted(store: ReturnType<typeof tracked>) {
  const { fields, records } = store.takeChanges();
  return {
    fields: [...fields].sort(),
    records: Object.fromEntries(
      [...records].map(([field, changed]) => [field, [...changed].map((r) => (r as Item).id)]),
    ),
  };
}

/** The store underneath holds no proxy: IndexedDB can clone it (a proxy cannot be cloned). */
function expectPlain(store: ReturnType<typeof tracked>) {
  expect(() => structuredClone(store.target)).not.toThrow();
}

describe('the changes noted in a tracked store', () => {
  it('notes nothing for reads, searches, sorts of copies and JSON', () => {
    const store = tracked();
    const { items } = store.state;
    items.find((one) => one.id === '2');
    items.filter((one) => one.place.city === 'Bogor').sort((a, b) => b.name.localeCompare(a.name));
    [...items].reverse();
    JSON.stringify(store.state);
    expect(noted(store)).toEqual({ fields: [], records: {} });
  });

  it('a field of a record set in place: that record', () => {
    const store = tracked();
    store.state.items[1].name = 'Baru';
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['2'] } });
    expect(store.target.items[1].name).toBe('Baru');
  });

  it('a field deleted from a record: that record', () => {
    const store = tracked();
    delete (store.state.items[2] as Partial<Item>).tags;
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['3'] } });
  });

  it('something a record holds changed, at any depth: that record', () => {
    const store = tracked();
    store.state.items[0].place.city = 'Depok';
    store.state.items[2].place.points[0].x = 5;
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['1', '3'] } });
  });

  it("a record's own list pushed to or spliced: that record", () => {
    const store = tracked();
    store.state.items[0].tags.push('b');
    store.state.items[1].place.points.splice(0, 1);
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['1', '2'] } });
    expect(store.target.items[0].tags).toEqual(['a', 'b']);
  });

  it('a record pushed to a collection: the collection, and the record kept plain', () => {
    const store = tracked();
    store.state.items.push(item('4'));
    expect(noted(store)).toEqual({ fields: ['items'], records: {} });
    expect(store.target.items.map((one) => one.id)).toEqual(['1', '2', '3', '4']);
  });

  it.each([
    ['spliced', (items: Item[]) => items.splice(1, 1)],
    ['unshifted', (items: Item[]) => items.unshift(item('0'))],
    ['popped', (items: Item[]) => items.pop()],
    ['shifted', (items: Item[]) => items.shift()],
    ['sorted', (items: Item[]) => items.sort((a, b) => b.id.localeCompare(a.id))],
    ['reversed', (items: Item[]) => items.reverse()],
    ['set at an index', (items: Item[]) => (items[0] = item('7'))],
    ['shortened', (items: Item[]) => (items.length = 1)],
  ])('a collection %s: the collection', (_name, change) => {
    const store = tracked();
    change(store.state.items);
    expect(noted(store)).toEqual({ fields: ['items'], records: {} });
    expectPlain(store);
  });

  it('a collection spliced through its proxy gives the records out as the store reads them', () => {
    const store = tracked();
    const read = store.state.items[1];
    const [removed] = store.state.items.splice(1, 1);
    expect(removed).toBe(read);
    expect(store.target.items.map((one) => one.id)).toEqual(['1', '3']);
    // put back elsewhere: the store keeps the record, not a proxy of it
    store.state.items.push(removed);
    expectPlain(store);
  });

  it('a collection replaced by a filtered copy: the collection; its records then noted as before', () => {
    const store = tracked();
    store.state.items = store.state.items.filter((one) => one.id !== '2');
    expect(noted(store)).toEqual({ fields: ['items'], records: {} });
    expectPlain(store);
    store.state.items[1].name = 'Tiga';
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['3'] } });
    expect(store.target.items[1].name).toBe('Tiga');
  });

  it('a record replaced by a copy spread from it: kept plain, and its nested values noted against it', () => {
    const store = tracked();
    const items = store.state.items;
    items[0] = { ...items[0], name: 'Salinan' };
    expectPlain(store);
    store.takeChanges();
    // the copy holds the same nested list as the record it was spread from
    items[0].tags.push('c');
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['1'] } });
  });

  it('the whole store put in place (a reset, or a state another tab kept): every field', () => {
    const store = tracked();
    const other = tracked().target;
    Object.assign(store.state, other);
    expect(noted(store).fields).toEqual(['items', 'others', 'regions']);
    expect(store.target.items).toBe(other.items);
    // the records of the state put in place are noted when they change
    store.state.items[2].tags.push('x');
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['3'] } });
  });

  it('a part that is not a collection: the part, changed at any depth', () => {
    const store = tracked();
    store.state.regions.provinces[0].name = 'Jawa Barat';
    expect(noted(store)).toEqual({ fields: ['regions'], records: {} });
    store.state.regions.provinces.push({ name: 'Jakarta' });
    expect(noted(store)).toEqual({ fields: ['regions'], records: {} });
  });

  it('a record moved to another collection: noted under the collection it is read from', () => {
    const store = tracked();
    const [moved] = store.state.items.splice(0, 1);
    store.state.others.push(moved);
    store.takeChanges();
    store.state.others[1].name = 'Pindah';
    expect(noted(store)).toEqual({ fields: ['others'], records: { others: ['1'] } });
  });

  it('reads the same object as the same proxy, and notes afresh after each take', () => {
    const store = tracked();
    expect(store.state.items[0]).toBe(store.state.items[0]);
    expect(store.state.items[0].place).toBe(store.state.items[0].place);
    store.state.items[0].name = 'Satu';
    store.takeChanges();
    expect(noted(store)).toEqual({ fields: [], records: {} });
  });

  it('with noting off, reads the plain objects and notes nothing; on again, notes what changes from then', () => {
    const store = tracked();
    store.setNoting(false);
    const first = store.state.items[0];
    expect(first).toBe(store.target.items[0]);
    first.name = 'Tanpa catatan';
    store.state.others = [];
    expect(noted(store)).toEqual({ fields: [], records: {} });
    store.setNoting(true);
    expect(store.state.items[0]).not.toBe(store.target.items[0]);
    store.state.items[1].name = 'Dua';
    expect(noted(store)).toEqual({ fields: ['items'], records: { items: ['2'] } });
  });
});
