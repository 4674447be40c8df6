/** A point in an image's own pixels (what `focal_point_x/y` store). */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface ShownBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The image pixel under a click on the image as shown (scaled to `box`), clamped to the image. */
export function focalPointAt(clientX: number, clientY: number, box: ShownBox, imageWidth: number, imageHeight: number): FocalPoint {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    x: clamp(((clientX - box.left) / box.width) * imageWidth, imageWidth),
    y: clamp(((clientY - box.top) / box.height) * imageHeight, imageHeight),
  };
}

/** Where the marker of a stored point sits, in percent of the shown image. */
export function markerPosition(point: FocalPoint, imageWidth: number, imageHeight: number): { left: string; top: string } {
  return { left: `${(point.x / imageWidth) * 100}%`, top: `${(point.y / imageHeight) * 100}%` };
}
