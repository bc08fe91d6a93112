// Draws the app's icons (public/icons/*.png, committed) from the brand's mark (public/favicon.svg: the
// navy tile with the orange house) in Debian's Chromium: 192 and 512 px for the web app manifest, a
// 512 px "maskable" one whose house stays inside the middle 80 % that a phone's mask keeps, and a
// 180 px one for iOS's home screen. Run again after the mark changes: `node scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { launchBrowser, ROOT } from '../tests/e2e/lib/server.mjs';

const mark = readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8');
const NAVY = '#13294B';
/** The house alone, drawn in the middle 60 % of a full navy square (safe for any mask shape). */
const maskable = mark
  .replace(/<rect[^>]*\/>/, `<rect width="32" height="32" fill="${NAVY}"/>`)
  .replace('<path', '<path transform="translate(6.4 6.4) scale(0.6)"');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await launchBrowser();
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
    await page.locator('svg').screenshot({ path: path.join(ROOT, 'public/icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
