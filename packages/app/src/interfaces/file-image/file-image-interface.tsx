import { FileFieldInput } from '../file-shared/file-field-input.js';
import type { InterfaceProps } from '../types.js';

/** `file-image`: one picture with a large preview, written as the file's id. */
export function FileImageInterface(props: InterfaceProps) {
  return <FileFieldInput {...props} kind="image" />;
}
