import type { CSSProperties } from 'react';

/** The tallest a preview is shown, as `.focal-picker__image`'s `max-height` says. */
const MAX_HEIGHT = '60vh';

/**
 * The preview frame's box from the image's stored size, so the page keeps its layout while the
 * image loads: as wide as fits (never wider than the image, nor taller than 60vh) at the image's
 * aspect ratio. None when the size is unknown: then the loaded image sizes the frame.
 */
export function previewBoxStyle(width: number | null | undefined, height: number | null | undefined): CSSProperties | undefined {
  if (!width || !height || width <= 0 || height <= 0) return undefined;
  return {
    width: `min(100%, ${width}px, calc(${MAX_HEIGHT} * ${width} / ${height}))`,
    aspectRatio: `${width} / ${height}`,
  };
}
