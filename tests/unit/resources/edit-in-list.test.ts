// The fields a declaration marks as changed in their cells (`editInList`) are those the contract lets
// the update change: a field the update's form sends, never one a named action changes (a listing's
// status is its status call's); each mark takes effect, none is left without one.
import { cellEditsOf } from '../../../src/engine/list/cell-edits';
import { findResource, registry } from '../../../src/resources';

describe('fields changed in their cells', () => {
  it('each mark takes effect: a field the form sends, through the update', () => {
    const marked = registry.flatMap((decl) =>
      (decl.fields ?? []).filter((field) => field.editInList).map((field) => `${decl.name}.${field.key}`),
    );
    const offered = registry.flatMap((decl) =>
      [...cellEditsOf(decl).keys()].map((key) => `${decl.name}.${key}`),
    );
    expect(offered).toEqual(marked);
    expect(marked).toEqual([
      'listing.price',
      'area-master.building_price',
      'area-master.land_price',
      'area-master.apartment_price',
      'master-subscribe.price',
    ]);
  });

  it("a listing's price goes through the update, read first and sent whole; its status stays its status call's", () => {
    const listing = findResource('listing');
    if (!listing) throw new Error('no listing');
    const edits = cellEditsOf(listing);
    expect(edits.get('price')?.operation.key).toBe('edit:price');
    expect(edits.get('price')?.operation.op).toBe(listing.update);
    expect(listing.update?.whole).toBe(true);
    expect(edits.has('status')).toBe(false);
    // even marked, a field the update's form does not send is never changed in its cell
    const marked = {
      ...listing,
      fields: listing.fields?.map((field) =>
        field.key === 'status' ? { ...field, editInList: true as const } : field,
      ),
    };
    expect(cellEditsOf(marked).has('status')).toBe(false);
  });

  it("an update that takes more than the field changed (an area's three prices, a package) reads the record and sends it whole", () => {
    for (const name of ['area-master', 'master-subscribe']) {
      expect(findResource(name)?.update?.whole, name).toBe(true);
    }
  });
});
