/*
 * The copies of a catalog or store image the API makes, and nothing else: each is made once and
 * kept, so the list bounds the disk and the CPU one picture can cost (3 × 2 × 2 = 12 copies).
 */

/**
 * Box widths in CSS pixels: product cards, favorites and gallery thumbnails (320), the product
 * gallery (640), and link previews (1280, jpeg: what social networks read).
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
/** webp for pages; jpeg for link previews. */
export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
