import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { Drawer } from '../../../components/drawer.js';
import { ErrorState } from '../../../components/error-state.js';
import { Notice } from '../../../components/notice.js';
import { Skeleton } from '../../../components/skeleton.js';
import { DisplayValue } from '../../../displays/display-value.js';
import type { LayoutColumn } from '../../../layouts/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fieldLabel } from '../../../lib/schema/labels.js';
import type { Field } from '../../../lib/schema/types.js';
import type { VersionRow } from '../../../lib/versions/types.js';
import { versionChanges } from '../version-rules.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

interface PromoteDrawerProps {
  version: VersionRow;
  fields: Field[];
  canPromote: boolean;
  onClose: () => void;
  onPromoted: () => void;
}

/**
 * "Compare with main": each field the version changes, main's value beside the version's, a
 * checkbox per field (all checked); Promote applies the checked ones to the main item.
 */
export function PromoteDrawer({ version, fields, canPromote, onClose, onPromoted }: PromoteDrawerProps) {
  const { t } = useTranslation();
  const client = useClient();
  const comparison = useQuery({
    queryKey: ['versions', 'compare', version.id],
    queryFn: () => client.compareVersion(version.id),
    gcTime: 0,
  });
  const changes = comparison.data ? versionChanges(comparison.data, fields) : [];
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const chosen = changes.map((change) => change.field).filter((field) => !unchecked.has(field));
  const promote = useMutation({
    mutationFn: () => client.promoteVersion(version.id, comparison.data?.mainHash ?? '', chosen),
    onSuccess: onPromoted,
  });
  const columnOf = (name: string): LayoutColumn | null => {
    const field = fields.find((entry) => entry.field === name);
    return field ? { key: name, label: fieldLabel(field), field } : null;
  };
  const show = (name: string, value: unknown) => {
    const column = columnOf(name);
    if (value === null || value === undefined || value === '') return <em>{t('versions.empty')}</em>;
    return column ? <DisplayValue value={value} column={column} /> : String(JSON.stringify(value));
  };

  return (
    <Drawer
      title={t('versions.compareTitle', { name: version.name ?? version.key })}
      onClose={onClose}
      actions={
        canPromote ? (
          <Button
            variant="primary"
            onClick={() => promote.mutate()}
            disabled={!comparison.data || chosen.length === 0}
            isLoading={promote.isPending}
          >
            {t('versions.promote')}
          </Button>
        ) : null
      }
    >
      {comparison.error ? <ErrorState error={comparison.error} onRetry={() => void comparison.refetch()} /> : null}
      {comparison.isPending ? <Skeleton label={t('versions.comparing')} shape="fields" /> : null}
      {promote.error ? (
        <Notice kind="danger" title={t('versions.couldNotPromote')}>
          {errorMessage(promote.error)}
        </Notice>
      ) : null}
      {comparison.data?.outdated ? (
        <Notice kind="warning" title={t('versions.outdated')}>
          {t('versions.outdatedText')}
        </Notice>
      ) : null}
      {comparison.data && changes.length === 0 ? <p>{t('versions.noChanges')}</p> : null}
      {changes.length > 0 ? (
        <table className="versions-compare">
          <thead>
            <tr>
              <th scope="col">{t('versions.promote')}</th>
              <th scope="col">{t('versions.field')}</th>
              <th scope="col">{t('versions.main')}</th>
              <th scope="col">{t('versions.version')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const label = columnOf(change.field)?.label ?? change.field;
              return (
                <tr key={change.field}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('versions.promoteField', { field: label })}
                      checked={!unchecked.has(change.field)}
                      onChange={(event) => {
                        const next = new Set(unchecked);
                        if (event.target.checked) next.delete(change.field);
                        else next.add(change.field);
                        setUnchecked(next);
                      }}
                    />
                  </td>
                  <th scope="row">{label}</th>
                  <td className="versions-compare__main">{show(change.field, change.main)}</td>
                  <td className="versions-compare__version">{show(change.field, change.version)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </Drawer>
  );
}
