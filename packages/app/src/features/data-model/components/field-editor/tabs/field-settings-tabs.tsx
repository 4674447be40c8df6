import type { Field, Relation } from '../../../../../lib/schema/types.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { ConditionsTab } from './conditions-tab.js';
import { DisplayTab } from './display-tab.js';
import type { FieldDraft, MetaDraft, SchemaDraft } from './field-draft.js';
import { FieldTab } from './field-tab.js';
import { FieldTabs } from './field-tabs.js';
import type { FieldTab as Tab } from './field-tabs.js';
import { InterfaceTab } from './interface-tab.js';
import { SchemaTab } from './schema-tab.js';
import { ValidationTab } from './validation-tab.js';

export interface FieldSettingsTabsProps {
  field: Field;
  draft: FieldDraft;
  onChange: (draft: FieldDraft) => void;
  /** Problems per schema key (typed values) and per meta key (the API's answer). */
  errors: Record<string, string>;
  collectionFields: readonly Field[];
  relations: readonly Relation[];
}

const SCHEMA_KEYS = ['default_value', 'max_length', 'numeric_precision', 'numeric_scale', 'is_nullable', 'is_unique'];

/** Every setting of a field, one tab per concern: field, interface, display, schema, conditions, validation. */
export function FieldSettingsTabs({ field, draft, onChange, errors, collectionFields, relations }: FieldSettingsTabsProps) {
  const { t } = useTranslation();
  const onMeta = (patch: Partial<MetaDraft>) => onChange({ ...draft, meta: { ...draft.meta, ...patch } });
  const onSchema = (patch: Partial<SchemaDraft>) => draft.schema && onChange({ ...draft, schema: { ...draft.schema, ...patch } });
  const shared = { field, meta: draft.meta, onMeta };
  const context = { collectionFields, relations };
  const tabs: Tab[] = [
    { id: 'field', label: t('dataModel.tabs.field'), panel: <FieldTab {...shared} collectionFields={collectionFields} /> },
    { id: 'interface', label: t('dataModel.tabs.interface'), panel: <InterfaceTab {...shared} /> },
    { id: 'display', label: t('dataModel.tabs.display'), panel: <DisplayTab {...shared} /> },
    ...(draft.schema
      ? [
          {
            id: 'schema',
            label: t('dataModel.tabs.schema'),
            panel: <SchemaTab field={field} schema={draft.schema} errors={errors} onSchema={onSchema} />,
            hasError: SCHEMA_KEYS.some((key) => key in errors),
          },
        ]
      : []),
    { id: 'conditions', label: t('dataModel.tabs.conditions'), panel: <ConditionsTab {...shared} {...context} /> },
    { id: 'validation', label: t('dataModel.tabs.validation'), panel: <ValidationTab {...shared} {...context} /> },
  ];
  return <FieldTabs tabs={tabs} />;
}
