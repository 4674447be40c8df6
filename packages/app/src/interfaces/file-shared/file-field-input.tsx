import { SingleFileInput } from './single-file-input.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** The `file` and `file-image` inputs: a many-to-one to `directus_files` that writes the file's id. */
export function FileFieldInput({ kind, ...props }: InterfaceProps & { kind: 'file' | 'image' }) {
  const { t } = useTranslation();
  const { options, relation } = props;
  if (relation?.type !== 'm2o') return <p className="field-error">{t('interfaceText.noFileRelation')}</p>;
  return (
    <SingleFileInput
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      kind={kind}
      folder={optionString(options, 'folder') ?? null}
      crop={options.crop !== false}
      letterbox={options.letterbox === true}
      enableCreate={options.enableCreate !== false}
      enableSelect={options.enableSelect !== false}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid}
      isRequired={props.isRequired}
      describedBy={props.describedBy}
    />
  );
}
