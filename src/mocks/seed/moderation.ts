import { isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import type { Listing } from '../types';
import { houseIdFor, listingDescription, listingSlug } from './listings';
import { PLACES } from './regions';

/**
 * The listings that show each moderation signal of Tinjau listing and Listing (one duplicate pair,
 * one with a WhatsApp number in its description, one with one photo and two lines, one priced far
 * below its fair price) and one clean listing beside them, all pending and the newest. Every other
 * listing gets three drawings as photos, so that only these stand out as short of photos.
 */

/** A small uncompressed 24-bit BMP as a data: URL: pixels the signals' worker can hash. */
export function bmpDataUrl(width: number, height: number, pixel: (x: number, y: number) => number[]): string {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + rowBytes * height;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowBytes * height, true);
  for (let y = 0; y < height; y += 1) {
    // rows are stored bottom up, each pixel blue, green, red
    const row = 54 + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      bytes.set([b, g, r], row + x * 3);
    }
  }
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return `data:image/bmp;base64,${btoa(text)}`;
}

/** A "photo" of a house front: sky, a roof, a wall and a door, in tones set by `seed`; `light` brightens it. */
export function housePhoto(seed: number, light = 0): string {
  const rng = createRng(seed);
  const sky = [rng.int(120, 200), rng.int(170, 230), 240];
  const roof = [rng.int(120, 190), rng.int(40, 80), rng.int(30, 60)];
  const wall = [rng.int(200, 250), rng.int(190, 240), rng.int(150, 210)];
  const door = [rng.int(60, 110), rng.int(40, 70), rng.int(20, 40)];
  const ground = [rng.int(60, 110), rng.int(130, 170), rng.int(50, 80)];
  const roofTop = rng.int(4, 8);
  const doorX = rng.int(10, 30);
  return bmpDataUrl(48, 36, (x, y) => {
    let colour = sky;
    if (y > 30) colour = ground;
    else if (y > 14) colour = x >= doorX && x < doorX + 6 && y > 20 ? door : wall;
    else if (y >= roofTop + Math.abs(x - 24) / 3) colour = roof;
    return colour.map((value) => Math.min(255, value + light));
  });
}

/** A drawing of a house as an SVG data: URL: the demo's stand-in for a listing's photo. */
function drawing(hue: number, view: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">` +
    `<rect width="160" height="120" fill="hsl(${hue} 55% 85%)"/>` +
    `<path d="M30 62 80 ${28 + view * 4} 130 62Z" fill="hsl(${(hue + 180) % 360} 45% 40%)"/>` +
    `<rect x="42" y="62" width="76" height="44" fill="hsl(${hue} 25% 96%)"/>` +
    `<rect x="${58 + view * 12}" y="78" width="14" height="28" fill="hsl(${hue} 35% 30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function drawings(index: number): string[] {
  return [0, 1, 2].map((view) => drawing((index * 47) % 360, view));
}

/** How many listings the cases add. */
export const MODERATION_CASE_COUNT = 6;

/** The cases, after the seeded listings: their sequence numbers follow, their dates are today's. */
export function withModerationCases(listings: Listing[], anchor: Date): Listing[] {
  const rng = createRng(4646);
  const place = PLACES.find((one) => one.city === 'Bandung') ?? PLACES[0];
  const where = {
    province: place.province,
    city: place.city,
    district: place.district,
    village: place.village,
    id_provinsi: place.id_provinsi,
    id_kota: place.id_kota,
    id_kecamatan: place.id_kecamatan,
    id_kelurahan: place.id_kelurahan,
  };
  const agent = listings[0];
  const base = {
    type: 'Rumah',
    certificate: 'SHM',
    land_area: 120,
    building_area: 90,
    bedrooms: 3,
    bathrooms: 2,
    floors: 2,
    facilities: ['Carport', 'Taman', 'Keamanan 24 Jam'],
    trait: 'Rumah Minimalis',
    status: 'pending' as const,
    is_premium: false,
    isFairPrice: true,
    agent_id: agent?.agent_id ?? '',
    agent_name: agent?.agent_name ?? '',
    views: 0,
    ...where,
  };
  const pairPhotos = [housePhoto(11), housePhoto(12), housePhoto(13)];
  const drafts: Omit<Listing, 'id' | 'house_id' | 'slug' | 'created_at' | 'updated_at'>[] = [
    {
      ...base,
      title: `Rumah Minimalis 2 Lantai di ${place.village}`,
      price: 1_250_000_000,
      fairprice: 1_300_000_000,
      address: `Jl. Melati Indah No. 12, ${place.village}, ${place.district}`,
      description: '',
      photos: pairPhotos,
    },
    {
      // the same house posted again: the address written otherwise, the photos brightened a little
      ...base,
      title: `Rumah Minimalis 2 Lantai ${place.village}`,
      price: 1_275_000_000,
      fairprice: 1_300_000_000,
      address: `Jalan Melati Indah no 12 ${place.village} ${place.district}`,
      description: '',
      photos: [housePhoto(11, 6), housePhoto(12, 6), housePhoto(13, 6)],
    },
    {
      ...base,
      title: `Rumah Siap Huni Dekat Tol di ${place.district}`,
      price: 980_000_000,
      fairprice: 1_000_000_000,
      address: `Jl. Kenanga No. 7, ${place.village}, ${place.district}`,
      description: '',
      photos: [housePhoto(21), housePhoto(22), housePhoto(23)],
    },
    {
      ...base,
      title: `Rumah Hook Strategis di ${place.district}`,
      price: 1_100_000_000,
      fairprice: 1_150_000_000,
      address: `Jl. Anggrek No. 3, ${place.village}, ${place.district}`,
      description: 'Rumah hook dijual cepat.\nHubungi agen untuk survei.',
      photos: [housePhoto(31)],
    },
    {
      ...base,
      title: `Rumah Baru Bebas Banjir di ${place.district}`,
      price: 600_000_000,
      fairprice: 1_500_000_000,
      isFairPrice: false,
      address: `Jl. Dahlia No. 45, ${place.village}, ${place.district}`,
      description: '',
      photos: [housePhoto(41), housePhoto(42), housePhoto(43)],
    },
    {
      ...base,
      title: `Rumah Cluster Taman Sari ${place.district}`,
      price: 1_450_000_000,
      fairprice: 1_400_000_000,
      address: `Jl. Cempaka No. 28, ${place.village}, ${place.district}`,
      description: '',
      photos: [housePhoto(51), housePhoto(52), housePhoto(53)],
    },
  ];
  for (const draft of drafts) if (!draft.description) draft.description = listingDescription(draft);
  // the WhatsApp number is written into the third one's description, as agents do to go around the platform
  drafts[2].description += ' Info lebih lanjut WA 0812-3456-7890 (Bu Rina).';
  const cases = drafts.map((draft, index) => {
    const sequence = listings.length + index + 1;
    const created_at = isoDaysAgo(anchor, (drafts.length - index) / 48);
    return {
      id: rng.objectId(),
      house_id: houseIdFor(sequence),
      slug: listingSlug(draft.title, sequence),
      ...draft,
      created_at,
      updated_at: created_at,
    };
  });
  const drawn = listings.map((listing, index) =>
    listing.photos.length > 0 ? listing : { ...listing, photos: drawings(index) },
  );
  return [...drawn, ...cases];
}
