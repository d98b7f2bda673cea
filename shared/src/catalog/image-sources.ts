import { IMAGE_WIDTHS } from '../contracts/images';

/**
 * The src and 1x/2x srcset of an image the API resizes (`?w=&dpr=`, webp), for a box that is
 * `cssWidth` pixels wide: the smallest width the API makes that covers it.
 */
export function imageSources(url: string, cssWidth: number): { src: string; srcSet: string } {
  const width =
    IMAGE_WIDTHS.find((candidate) => candidate >= cssWidth) ??
    IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const at = (dpr: number) => `${url}?w=${width}&dpr=${dpr}`;
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x` };
}
