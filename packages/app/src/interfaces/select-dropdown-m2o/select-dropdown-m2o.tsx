import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.js';
import { useClient } from '../../lib/client-context.js';
import { itemLabel } from '../../lib/display-template/render-display-template.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { ItemPicker } from '../related-items/item-picker.js';
import { useRelatedSchema } from '../related-items/use-related-schema.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import '../related-items/related-items.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

function keyOf(value: unknown, primaryKeyField: string): PrimaryKey | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null) {
    const key = (value as Item)[primaryKeyField];
    return typeof key === 'string' || typeof key === 'number' ? key : null;
  }
  return null;
}

/**
 * Many-to-one picker (`select-dropdown-m2o`): shows the related item through its display
 * template and opens a searchable list to choose another. The value sent is the related key.
 */
export function SelectDropdownM2o({
  id,
  label,
  value,
  onChange,
  options,
  isDisabled,
  isRequired,
  isInvalid,
  describedBy,
  relation,
}: InterfaceProps) {
  const { t } = useTranslation();
  const client = useClient();
  const relatedCollection = relation?.type === 'm2o' ? relation.relatedCollection : '';
  const schema = useRelatedSchema(relatedCollection, optionString(options, 'template'));
  const [isPicking, setIsPicking] = useState(false);
  const [picked, setPicked] = useState<Item | null>(null);
  const key = keyOf(value, schema.primaryKeyField);
  const loaded =
    typeof value === 'object' && value !== null ? (value as Item) : picked && keyOf(picked, schema.primaryKeyField) === key ? picked : null;

  // A bare key (e.g. a preset value) is looked up once so it can be shown by its template.
  const lookup = useQuery({
    queryKey: ['items', relatedCollection, 'item', key, schema.queryFields],
    queryFn: () => client.readItem(relatedCollection, key as PrimaryKey, { fields: schema.queryFields }),
    enabled: key !== null && loaded === null && !schema.isPending && relatedCollection !== '',
  });

  if (!relation || relation.type !== 'm2o') return <p className="field-error">{t('interfaceText.noM2oRelation')}</p>;
  const shown = loaded ?? lookup.data ?? null;
  const text =
    key === null ? t('interfaceText.nothingSelected') : shown ? itemLabel(shown, schema.template, schema.primaryKeyField) : String(key);

  return (
    <div className="m2o">
      <output
        id={id}
        className={`m2o__value${key === null ? ' m2o__value--empty' : ''}`}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={isRequired || undefined}
      >
        {text}
      </output>
      {!isDisabled ? (
        <>
          <Button onClick={() => setIsPicking(true)} aria-label={t('interfaceText.selectNamed', { name: label })}>
            {t('interfaceText.select')}
          </Button>
          {key !== null ? (
            <Button variant="ghost" onClick={() => onChange(null)} aria-label={t('interfaceText.clearNamed', { name: label })}>
              {t('interfaceText.clear')}
            </Button>
          ) : null}
        </>
      ) : null}
      {isPicking ? (
        <ItemPicker
          collection={relation.relatedCollection}
          title={t('interfaceText.selectNamed', { name: label })}
          isMultiple={false}
          template={optionString(options, 'template')}
          onCancel={() => setIsPicking(false)}
          onSelect={([item]) => {
            setIsPicking(false);
            if (!item) return;
            setPicked(item);
            onChange(keyOf(item, schema.primaryKeyField));
          }}
        />
      ) : null}
    </div>
  );
}
