// Reading the charts the way a user sees them: a figure with its caption, a canvas with paint on it.
import { expect } from '../fixtures.mjs';

/** The figure whose caption is `caption`. */
export function figure(page, caption) {
  return page.locator('figure.chart-figure').filter({
    has: page.locator('figcaption', { hasText: caption }),
  });
}

/** How many pixels of the figure's canvas are painted in the theme's navy or orange (or any colour). */
export async function paintedPixels(page, caption) {
  const canvas = figure(page, caption).locator('canvas[role="img"]');
  await canvas.waitFor({ timeout: 45000 });
  return canvas.evaluate((element) => {
    const context = element.getContext('2d');
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
    return painted;
  });
}

/** Waits until the chart captioned `caption` has been drawn (some hundreds of pixels painted). */
export async function waitForChart(page, caption) {
  // a loaded machine can take long to fetch and start the screen; then the drawing is quick
  await figure(page, caption).locator('canvas[role="img"]').waitFor({ timeout: 45000 });
  await expect
    .poll(() => paintedPixels(page, caption), { message: `no chart drawn: ${caption}`, timeout: 15000 })
    .toBeGreaterThan(500);
}
