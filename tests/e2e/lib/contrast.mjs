// The contrast a person sees: every visible text's colour over its effective background, and the
// WCAG ratio of the two (axe misses some, e.g. a text on an ancestor's translucent layers).

/**
 * Every visible text (and, with `icons`, every icon) inside `selector`, with its colour, its
 * effective background (the first ancestor with a background colour, blended over those below when
 * translucent) and the WCAG contrast ratio of the two.
 */
export function measure(page, selector, { icons = false } = {}) {
  return page.evaluate(
    ({ selector, icons }) => {
      const parse = (value) => {
        const [r, g, b, a = 1] = value.match(/[\d.]+/g).map(Number);
        return { r, g, b, a };
      };
      const over = (top, bottom) => ({
        r: top.r * top.a + bottom.r * (1 - top.a),
        g: top.g * top.a + bottom.g * (1 - top.a),
        b: top.b * top.a + bottom.b * (1 - top.a),
        a: 1,
      });
      const background = (element) => {
        const layers = [];
        for (let node = element; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour.a > 0) layers.push(colour);
          if (colour.a >= 1) break;
        }
        return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
      };
      const luminance = ({ r, g, b }) => {
        const [lr, lg, lb] = [r, g, b].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const opacity = (element) => {
        let value = 1;
        for (let node = element; node; node = node.parentElement)
          value *= Number(getComputedStyle(node).opacity);
        return value;
      };
      const seen = (element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      const elements = new Set();
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.textContent.trim() && text.parentElement) elements.add(text.parentElement);
        }
        if (icons) root.querySelectorAll('.anticon').forEach((icon) => elements.add(icon));
      }
      return [...elements].filter(seen).map((element) => {
        const bg = background(element);
        const colour = parse(getComputedStyle(element).color);
        const fg = over({ ...colour, a: colour.a * opacity(element) }, bg);
        const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
        const name = element.textContent.trim() || element.getAttribute('aria-label') || 'icon';
        return {
          text: name,
          fg: `rgb(${[fg.r, fg.g, fg.b].map(Math.round).join(',')})`,
          bg: `rgb(${[bg.r, bg.g, bg.b].map(Math.round).join(',')})`,
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        };
      });
    },
    { selector, icons },
  );
}
