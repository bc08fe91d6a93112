import { asNumber } from '../../../components/format';
import { qualityTexts } from '../../../locales/listing';
import { fill } from '../../../locales/ui';
import { textOf } from '../../../resources/read-field';
import { landOnlyTypes, typesWithoutLand } from '../../../resources/records';
import type { Values } from '../../../resources/types';

const compact = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** `Rp 14,2 jt`, `Rp 850 rb`, `Rp 1,2 M`: rupiah the way a price per m² is said. */
export function formatRupiahShort(value: number): string {
  const abs = Math.abs(value);
  const [div, word] =
    abs >= 1e12
      ? [1e12, ' T']
      : abs >= 1e9
        ? [1e9, ' M']
        : abs >= 1e6
          ? [1e6, ' jt']
          : abs >= 1e3
            ? [1e3, ' rb']
            : [1, ''];
  return `Rp ${compact.format(value / div)}${word}`;
}

const same = (a: unknown, b: unknown) =>
  textOf(a) !== '' && textOf(a).toLowerCase() === textOf(b).toLowerCase();

/**
 * The area-master row of a listing's place: the one listing its village (a form has the codes only),
 * else the one named as its district (a listing read back carries the names).
 */
export function findArea(areas: readonly Values[], listing: Values): Values | undefined {
  const village = listing.id_kelurahan;
  const byVillage = areas.find(
    (area) =>
      Array.isArray(area.kelurahan) &&
      area.kelurahan.some(
        (one: unknown) =>
          typeof one === 'object' && one !== null && same((one as Values).id_kelurahan, village),
      ),
  );
  return byVillage ?? areas.find((area) => same(area.name, listing.district));
}

const positive = (value: unknown) => {
  const n = asNumber(value);
  return n !== undefined && n > 0 ? n : undefined;
};

export type PriceLine =
  | { kind: 'compared'; text: string; percent: number }
  | { kind: 'noIndicator' | 'noArea' | 'noSize'; text: string };

/**
 * The listing's price per m² beside its area's fair-price indicator, in words. Land by its land price;
 * an apartment by the apartment price per m² of its unit; any other building (a house) per m² of its
 * land against the land price plus its building's worth on that land.
 */
export function priceAgainstIndicator(
  listing: Values,
  area: Values | undefined,
  placeName: string | undefined,
): PriceLine | undefined {
  const price = positive(listing.price);
  if (price === undefined) return undefined;
  const type = textOf(listing.type);
  const land = positive(listing.land_area);
  const building = positive(listing.building_area);
  const isLand = (landOnlyTypes as readonly string[]).includes(type);
  const isApartment = (typesWithoutLand as readonly string[]).includes(type);
  const per = isApartment ? building : land;
  if (per === undefined) return { kind: 'noSize', text: qualityTexts.noAreaSize };
  const name = textOf(area?.name) || placeName;
  if (!name) return { kind: 'noArea', text: qualityTexts.noArea };
  const landPrice = positive(area?.land_price);
  const indicator = isApartment
    ? positive(area?.apartment_price)
    : isLand
      ? landPrice
      : landPrice === undefined
        ? undefined
        : landPrice + ((positive(area?.building_price) ?? 0) * (building ?? 0)) / per;
  if (indicator === undefined)
    return { kind: 'noIndicator', text: fill(qualityTexts.noIndicator, { area: name }) };
  const perM2 = price / per;
  const percent = Math.round(((perM2 - indicator) / indicator) * 100);
  const shown = formatRupiahShort(perM2);
  if (percent === 0)
    return { kind: 'compared', percent, text: fill(qualityTexts.perM2Equal, { price: shown, area: name }) };
  return {
    kind: 'compared',
    percent,
    text: fill(qualityTexts.perM2, {
      price: shown,
      percent: String(Math.abs(percent)),
      side: percent > 0 ? qualityTexts.above : qualityTexts.below,
      area: name,
    }),
  };
}
