// Photos are stored at upload time in a few widths, made in the browser (image-upload.ts), each under
// an immutable name "<timestamp>-<uuid>-<width>.<webp|jpg>" beside its siblings; the database keeps
// the URL of the widest. From that one URL the menu derives `srcset`, and the storage serves such
// names as immutable. Any other URL (older uploads, external addresses) is used as it is.

/** Product photos: the menu card's thumbnail (96–112 px), its 2× and the product sheet. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640] as const;
/** The logo: a 40 px avatar, up to 3×, and the settings preview. */
export const LOGO_IMAGE_WIDTHS = [160, 320] as const;

const KNOWN_WIDTHS: readonly number[] = PRODUCT_IMAGE_WIDTHS;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const VARIANT_NAME = new RegExp(`^(\\d+-${UUID}-)(\\d+)\\.(webp|jpg)$`, 'i');

/** The object name of one width of a picture, e.g. "products/1764-…-uuid-320.webp". */
export function variantPath(basePath: string, width: number, type: string): string {
  return `${basePath}-${width}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

/** Whether an object name (or its last path segment) follows the variant naming. */
export function isVariantName(name: string): boolean {
  const match = VARIANT_NAME.exec(name.split('/').pop() ?? '');
  return Boolean(match && KNOWN_WIDTHS.includes(Number(match[2])));
}

/**
 * Every stored width of a picture from the URL of one of them (the widest is stored in the
 * database): all the known widths up to it. Null for a URL that is not a public storage URL with the
 * variant naming.
 */
export function imageVariants(
  url: string | null | undefined,
): Array<{ url: string; width: number }> | null {
  if (!url || !url.includes('/storage/v1/object/public/')) return null;
  const slash = url.lastIndexOf('/');
  const match = VARIANT_NAME.exec(url.slice(slash + 1));
  if (!match) return null;
  const widest = Number(match[2]);
  if (!KNOWN_WIDTHS.includes(widest)) return null;
  const prefix = url.slice(0, slash + 1) + match[1];
  return KNOWN_WIDTHS.filter((width) => width <= widest).map((width) => ({
    url: `${prefix}${width}.${match[3]}`,
    width,
  }));
}

/** The `srcset` of a picture stored in several widths; undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const variants = imageVariants(url);
  if (!variants || variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
