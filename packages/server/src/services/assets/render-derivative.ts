import sharp, { type Sharp } from 'sharp';
import { isAppError } from '../../errors/app-error.js';
import { invalidQuery, serviceUnavailable, unprocessableContent } from '../../errors/error-helpers.js';
import type { StorageDriver } from '../../storage/storage-driver.js';
import type { ImageSize } from './read-image-header.js';
import type { TransformPlan } from './transform-plan.js';

export interface RenderLimits {
  maxDimension: number;
  timeoutMs: number;
}

/**
 * Computes one derived image from `sourceKey` into `targetKey` of the same storage. The source was
 * measured first (readImageHeader); sharp still refuses to decode more than maxDimension² pixels.
 * Past `timeoutMs` the work is abandoned (503) and, as with any failure, nothing is stored: the
 * driver drops a write whose stream fails.
 */
export async function renderDerivative(
  driver: StorageDriver,
  sourceKey: string,
  source: ImageSize,
  plan: TransformPlan,
  targetKey: string,
  limits: RenderLimits,
): Promise<void> {
  // Everything that can refuse the request runs before a byte is read or written.
  const transformer = buildPipeline(plan, source, limits);
  const input = await driver.read(sourceKey);
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
    input.destroy();
    transformer.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  input.on('error', fail);
  transformer.on('error', (error) => (failure ??= error));
  const timer = setTimeout(() => fail(new TransformTimeout()), limits.timeoutMs);
  try {
    await driver.write(targetKey, input.pipe(transformer), `image/${plan.format}`);
  } catch (error) {
    // A failure of sharp (or of reading the source) is the image's; one of the write alone is the storage's own.
    throw failure ? toAnswer(failure) : error;
  } finally {
    clearTimeout(timer);
  }
}

class TransformTimeout extends Error {
  constructor() {
    super('Transformation timed out');
  }
}

function buildPipeline(plan: TransformPlan, source: ImageSize, limits: RenderLimits): Sharp {
  const pipeline = sharp({ limitInputPixels: limits.maxDimension * limits.maxDimension, sequentialRead: true });
  // sharp's own clock too, in whole seconds: it also stops work running inside libvips.
  pipeline.timeout({ seconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) });
  // Photos display as their EXIF orientation says, unless the caller rotates them itself.
  if (!plan.steps.some(([method]) => method === 'rotate')) pipeline.autoOrient();
  if (plan.resize) {
    const crop = plan.focalPoint ? focalCrop(plan.resize, plan.focalPoint, source) : null;
    if (crop) pipeline.resize({ width: crop.scaledWidth, height: crop.scaledHeight, fit: 'fill' }).extract(crop.window);
    else pipeline.resize({ ...plan.resize });
  }
  for (const [method, ...args] of plan.steps) {
    try {
      (pipeline[method] as (...values: unknown[]) => Sharp).apply(pipeline, args);
    } catch (error) {
      // sharp checks arguments as they are given ("Expected … for width but received …").
      throw invalidQuery(`"${method}": ${error instanceof Error ? error.message : 'invalid arguments'}`);
    }
  }
  pipeline.toFormat(plan.format, plan.quality === null ? {} : { quality: plan.quality });
  return pipeline;
}

/**
 * A cover crop that keeps the focal point as central as the image allows: scale the image until it
 * covers the box, then cut the box around the scaled point, pushed back inside the edges. Null when
 * the crop would need enlarging and the caller forbade it (sharp's own cover applies then).
 */
function focalCrop(
  resize: NonNullable<TransformPlan['resize']>,
  point: { x: number; y: number },
  source: ImageSize,
): { scaledWidth: number; scaledHeight: number; window: { left: number; top: number; width: number; height: number } } | null {
  const width = resize.width!;
  const height = resize.height!;
  const scale = Math.max(width / source.width, height / source.height);
  if (scale > 1 && resize.withoutEnlargement) return null;
  const scaledWidth = Math.max(width, Math.round(source.width * scale));
  const scaledHeight = Math.max(height, Math.round(source.height * scale));
  const left = clamp(Math.round(point.x * scale - width / 2), 0, scaledWidth - width);
  const top = clamp(Math.round(point.y * scale - height / 2), 0, scaledHeight - height);
  return { scaledWidth, scaledHeight, window: { left, top, width, height } };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A failure as the client should see it: timeouts 503, an image sharp cannot decode 422. */
function toAnswer(error: unknown) {
  if (isAppError(error)) return error;
  if (error instanceof TransformTimeout || (error instanceof Error && /timeout/i.test(error.message)))
    return serviceUnavailable('assets', 'Transformation timed out');
  if (error instanceof Error && /pixel limit/i.test(error.message)) return unprocessableContent('The image is larger than allowed');
  return unprocessableContent('The image could not be transformed');
}
