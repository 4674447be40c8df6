import contentDisposition from 'content-disposition';

/**
 * Types a browser shows without running anything: raster images, audio, video, PDF, plain text.
 * Every other type (HTML, SVG, XML, JavaScript, unknown) may carry script, so it is served in a
 * sandbox with nothing allowed: an uploaded SVG opened from our origin cannot act for the user
 * signed in there.
 */
const PASSIVE_TYPE =
  /^(image\/(jpeg|png|gif|webp|avif|tiff|bmp|x-icon|vnd\.microsoft\.icon|heic|heif)|audio\/.+|video\/.+|application\/pdf|text\/plain|text\/csv|application\/octet-stream)$/;
/** Types a browser renders as a page: sent as downloads, on top of the sandbox. */
const PAGE_TYPE = /^(text\/html|application\/xhtml\+xml)$/;
/** `type/subtype` as RFC 9110 spells a media type; a stored type that is not one (or carries CR/LF) is not sent. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export const SANDBOX_POLICY = "sandbox; default-src 'none'";

/** The headers that decide how a browser treats the served bytes. */
export function servedContentHeaders(type: string | null, downloadName: string, download: boolean): Record<string, string> {
  const mediaType = type?.split(';')[0]?.trim().toLowerCase() ?? '';
  const safeType = MEDIA_TYPE.test(mediaType) ? mediaType : 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': safeType,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(downloadName, { type: download || PAGE_TYPE.test(safeType) ? 'attachment' : 'inline' }),
  };
  if (!PASSIVE_TYPE.test(safeType)) headers['content-security-policy'] = SANDBOX_POLICY;
  return headers;
}
