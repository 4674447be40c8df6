import { Notice } from '../../components/notice.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';

const KINDS = ['info', 'success', 'warning', 'danger'] as const;

/** A fixed message in the form (`presentation-notice`); holds no data. */
export function PresentationNotice({ options }: InterfaceProps) {
  const color = optionString(options, 'color');
  const kind = KINDS.find((entry) => entry === color) ?? 'info';
  return <Notice kind={kind}>{optionString(options, 'text') ?? ''}</Notice>;
}
