import { config } from '../config';
import { bootUi, fill } from '../locales/ui-boot';

/** The product's name in the sider and the login card: "<product> Admin" (the configured product). */
export function brandName(product: string = config.productName): string {
  return fill(bootUi.brand, { product });
}

/** The collapsed sider's initials: "Rumahku" gives "RA", "Rumah Kita" gives "RK". */
export function brandInitials(product: string = config.productName): string {
  const words = brandName(product).split(/\s+/).filter(Boolean);
  const letters = words.length > 2 ? words.slice(0, 2) : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('');
}

/** The document title of a screen: "<screen> · <product> Admin". */
export function pageTitle(screen: string, product: string = config.productName): string {
  return `${screen} · ${brandName(product)}`;
}
