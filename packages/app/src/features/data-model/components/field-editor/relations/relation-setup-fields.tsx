import { useId } from 'react';
import { useFields } from '../../../../../lib/schema/use-schema.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import type { Collection, Field } from '../../../../../lib/schema/types.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import type { FieldKind } from '../types/field-types.js';
import { LANGUAGES_COLLECTION } from './relation-draft.js';
import type { RelationDraft, SetupSchema } from './relation-draft.js';
import { relatedCollectionOf, relationNames } from './suggested-names.js';

export interface RelationSetupFieldsProps {
  collection: string;
  field: string;
  kind: FieldKind;
  related: string;
  draft: RelationDraft;
  collections: readonly Collection[];
  errors: Record<string, string | undefined>;
  onRelated: (related: string) => void;
  onDraft: (draft: RelationDraft) => void;
}

const JUNCTION_KINDS: readonly FieldKind[] = ['m2m', 'm2a', 'translations', 'files'];
const LIST_KINDS: readonly FieldKind[] = ['o2m', 'm2m', 'm2a', 'translations', 'files'];

/** User collections (with a table) plus directus_users, the ones a relation may point at. */
export function relationTargets(collections: readonly Collection[]): Collection[] {
  return collections.filter(
    (entry) => (entry.schema !== null && !entry.collection.startsWith('directus_')) || entry.collection === 'directus_users',
  );
}

/**
 * The relational part of the create-field dialog: the related collection, the junction and key
 * names (suggested from the data model, editable), sort field, deselect action, the m2a
 * collections and the translated fields.
 */
export function RelationSetupFields(props: RelationSetupFieldsProps) {
  const { collection, field, kind, draft, collections, errors, onDraft } = props;
  const { t } = useTranslation();
  const relatedName = relatedCollectionOf(kind, { ...draft, related: props.related });
  const ownFields = useFields(collection);
  const relatedFields = useFields(collections.some((entry) => entry.collection === relatedName) ? relatedName : null);
  const listId = useId();
  const schema: SetupSchema = {
    collections: new Set(collections.map((entry) => entry.collection)),
    fields: new Map<string, readonly Field[]>([
      [collection, ownFields.data ?? []],
      [relatedName, relatedFields.data ?? []],
    ]),
  };
  const names = relationNames(collection, field, kind, { ...draft, related: props.related }, schema);
  const set = <Key extends keyof RelationDraft>(key: Key, value: RelationDraft[Key]) => onDraft({ ...draft, [key]: value });
  const targets = relationTargets(collections);

  return (
    <>
      {['m2o', 'o2m', 'm2m'].includes(kind) ? (
        <FormRow label={t('dataModel.relatedCollection')} error={errors.related}>
          {(control) => (
            <select {...control} className="select" value={props.related} onChange={(event) => props.onRelated(event.target.value)}>
              <option value="">{t('dataModel.chooseCollection')}</option>
              {targets.map((entry) => (
                <option key={entry.collection} value={entry.collection}>
                  {entry.collection}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      ) : null}
      {kind === 'translations' ? (
        <FormRow
          label={t('dataModel.languagesCollection')}
          hint={schema.collections.has(relatedName) ? undefined : t('dataModel.createsLanguages', { name: relatedName })}
        >
          {(control) => (
            <select {...control} className="select" value={props.related} onChange={(event) => props.onRelated(event.target.value)}>
              {schema.collections.has(LANGUAGES_COLLECTION) ? null : (
                <option value="">{t('dataModel.newCollectionOption', { name: LANGUAGES_COLLECTION })}</option>
              )}
              {targets.map((entry) => (
                <option key={entry.collection} value={entry.collection === LANGUAGES_COLLECTION ? '' : entry.collection}>
                  {entry.collection}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      ) : null}
      {kind === 'm2a' ? (
        <fieldset className="data-model-form__fieldset" aria-describedby={errors.allowed ? `${listId}-allowed` : undefined}>
          <legend>{t('dataModel.m2aCollections')}</legend>
          {targets
            .filter((entry) => entry.collection !== names.junction)
            .map((entry) => (
              <Checkbox
                key={entry.collection}
                label={entry.collection}
                checked={draft.allowedCollections.includes(entry.collection)}
                onChange={(on) =>
                  set(
                    'allowedCollections',
                    on
                      ? [...draft.allowedCollections, entry.collection]
                      : draft.allowedCollections.filter((name) => name !== entry.collection),
                  )
                }
              />
            ))}
          {errors.allowed ? (
            <p id={`${listId}-allowed`} className="data-model-form__error" role="alert">
              {errors.allowed}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {JUNCTION_KINDS.includes(kind) ? (
        <FormRow
          label={t('dataModel.junctionCollection')}
          error={errors.junction}
          hint={t(kind === 'm2a' ? 'dataModel.junctionHintM2a' : 'dataModel.junctionHint', {
            current: names.junctionCurrent,
            related: names.junctionRelated,
          })}
        >
          {(control) => (
            <input {...control} className="input mono" value={names.junction} onChange={(event) => set('junction', event.target.value)} />
          )}
        </FormRow>
      ) : null}
      {kind === 'o2m' && props.related ? (
        <FormRow label={t('dataModel.keyIn', { collection: props.related })} error={errors.reverse} hint={t('dataModel.reverseFieldHint')}>
          {(control) => (
            <>
              <input
                {...control}
                className="input mono"
                list={`${listId}-keys`}
                value={names.reverseField}
                onChange={(event) => set('reverseField', event.target.value)}
              />
              <datalist id={`${listId}-keys`}>
                {(relatedFields.data ?? [])
                  .filter((entry) => entry.type !== 'alias' && !entry.schema?.is_primary_key)
                  .map((entry) => (
                    <option key={entry.field} value={entry.field} />
                  ))}
              </datalist>
            </>
          )}
        </FormRow>
      ) : null}
      {kind === 'translations' ? (
        <FormRow
          label={t('dataModel.translatedFields')}
          error={errors.translated}
          hint={t('dataModel.translatedFieldsHint', { junction: names.junction })}
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              value={draft.translatedFields}
              onChange={(event) => set('translatedFields', event.target.value)}
            />
          )}
        </FormRow>
      ) : null}
      {['o2m', 'm2m', 'm2a'].includes(kind) ? (
        <FormRow label={t('dataModel.sortField')} error={errors.sort} hint={t('dataModel.relationSortHint')}>
          {(control) => (
            <input {...control} className="input mono" value={draft.sortField} onChange={(event) => set('sortField', event.target.value)} />
          )}
        </FormRow>
      ) : null}
      {LIST_KINDS.includes(kind) ? (
        <FormRow label={t('dataModel.deselectAction')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.deselectAction}
              onChange={(event) => set('deselectAction', event.target.value as RelationDraft['deselectAction'])}
            >
              <option value="nullify">{t('dataModel.deselectNullify')}</option>
              <option value="delete">{t('dataModel.deselectDelete')}</option>
            </select>
          )}
        </FormRow>
      ) : null}
    </>
  );
}
