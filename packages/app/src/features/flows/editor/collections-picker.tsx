import { useState } from 'react';
import { Skeleton } from '../../../components/skeleton.js';
import { ErrorState } from '../../../components/error-state.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { Collection } from '../../../lib/schema/types.js';
import { useCollections } from '../../../lib/schema/use-schema.js';
import { ChoiceChecklist, type Choice } from './choice-checklist.js';

export interface CollectionsPickerProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
}

/**
 * The collections of the data model (folders left out: they hold no items) to choose from by name,
 * the system ones apart and folded unless one of them is chosen. Answers collection names, as
 * `options.collections` stores them.
 */
export function CollectionsPicker({ label, value, onChange, describedBy }: CollectionsPickerProps) {
  const { t } = useTranslation();
  const collections = useCollections();
  return (
    <fieldset className="flow-checklist" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {collections.error ? (
        <ErrorState error={collections.error} onRetry={() => void collections.refetch()} />
      ) : collections.isPending ? (
        <Skeleton label={t('flowEditor.collectionsLoading')} shape="list" count={2} />
      ) : (
        <CollectionChoices collections={collections.data} value={value} onChange={onChange} />
      )}
    </fieldset>
  );
}

/** The user collections, then the system ones folded apart (open when one of them is chosen). */
function CollectionChoices({
  collections,
  value,
  onChange,
}: {
  collections: readonly Collection[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const names = collections
    .filter((collection) => collection.schema !== null)
    .map((collection) => collection.collection)
    .sort((a, b) => a.localeCompare(b));
  const own: Choice[] = names.filter((name) => !name.startsWith('directus_')).map((name) => ({ value: name, label: name }));
  const system: Choice[] = names.filter((name) => name.startsWith('directus_')).map((name) => ({ value: name, label: name }));
  const systemNames = new Set(system.map((choice) => choice.value));
  const chosenOwn = value.filter((name) => !systemNames.has(name));
  const chosenSystem = value.filter((name) => systemNames.has(name));
  // Opens by itself when a system collection is chosen; after that it is the user's to fold.
  const [isSystemOpen, setSystemOpen] = useState(chosenSystem.length > 0);
  return (
    <>
      {own.length === 0 && chosenOwn.length === 0 ? <p>{t('flowEditor.collectionsNone')}</p> : null}
      <ChoiceChecklist choices={own} value={chosenOwn} onChange={(next) => onChange([...next, ...chosenSystem])} />
      {system.length > 0 ? (
        <details open={isSystemOpen} onToggle={(event) => setSystemOpen(event.currentTarget.open)}>
          <summary>{t('flowEditor.systemCollections')}</summary>
          <ChoiceChecklist choices={system} value={chosenSystem} onChange={(next) => onChange([...chosenOwn, ...next])} />
        </details>
      ) : null}
    </>
  );
}
