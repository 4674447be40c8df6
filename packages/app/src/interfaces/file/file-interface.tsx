import { FileFieldInput } from '../file-shared/file-field-input.js';
import type { InterfaceProps } from '../types.js';

/** `file`: any one file, written as its id. */
export function FileInterface(props: InterfaceProps) {
  return <FileFieldInput {...props} kind="file" />;
}
