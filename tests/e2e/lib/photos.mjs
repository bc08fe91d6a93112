// Photos as a phone takes them, made in the page (its canvas), for the photo field's specs.

/**
 * In the page: a `width` x `height` JPEG of random-ish pixels (a gradient with noise: a few MB, as a
 * phone's photo), with an EXIF orientation of `orientation` (6: the camera was turned, shown rotated
 * 90 degrees clockwise) placed after its start. Returns it as base64.
 */
async function phonePhotoInPage({ width, height, orientation }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  const data = pixels.data;
  let seed = 7;
  for (let index = 0; index < data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (index / 4) % width;
    const y = Math.floor(index / 4 / width);
    const noise = (seed >> 16) & 63;
    data[index] = ((x * 255) / width + noise) & 255;
    data[index + 1] = ((y * 255) / height + noise) & 255;
    data[index + 2] = (((x + y) * 128) / width + noise) & 255;
    data[index + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  const jpeg = new Uint8Array(await blob.arrayBuffer());
  // APP1 "Exif": a big-endian TIFF header and one IFD with one entry, Orientation (0x0112) = orientation
  const tiff = [
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, length >> 8, length & 255, ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  let text = '';
  for (let index = 0; index < out.length; index += 0x8000)
    text += String.fromCharCode(...out.subarray(index, index + 0x8000));
  return btoa(text);
}

/** A phone's photo (JPEG with an EXIF orientation) made in `page`, as bytes. */
export async function phonePhoto(page, { width = 4032, height = 3024, orientation = 1 } = {}) {
  return Buffer.from(await page.evaluate(phonePhotoInPage, { width, height, orientation }), 'base64');
}

/** The width and height of the picture at `url` as the page draws it (its EXIF orientation applied). */
export function pictureSize(page, url) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, url);
}
