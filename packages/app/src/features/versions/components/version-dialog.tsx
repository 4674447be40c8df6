import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import type { VersionRow } from '../../../lib/versions/types.js';
import { itemVersionsKey } from '../../../lib/versions/use-item-versions.js';
import { versionKeyFrom, versionKeyProblem } from '../version-rules.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

interface VersionDialogProps {
  collection: string;
  primaryKey: PrimaryKey;
  versions: readonly VersionRow[];
  /** The version to rename; none to create one. */
  version?: VersionRow;
  onClose: () => void;
  onSaved: (version: VersionRow) => void;
}

/** Create or rename a version: a name, and a key slugified from it until the user edits the key. */
export function VersionDialog({ collection, primaryKey, versions, version, onClose, onSaved }: VersionDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const formId = useId();
  const nameId = useId();
  const keyId = useId();
  const [name, setName] = useState(version?.name ?? '');
  const [key, setKey] = useState(version?.key ?? '');
  const [keyTouched, setKeyTouched] = useState(Boolean(version));
  const [submitted, setSubmitted] = useState(false);
  const problem = versionKeyProblem(key, versions, version?.id);
  const nameProblem = name.trim() === '' ? t('versions.nameMissing') : null;

  const save = useMutation({
    mutationFn: () =>
      version
        ? client.updateVersion(version.id, { name: name.trim(), key })
        : client.createVersion({ name: name.trim(), key, collection, item: String(primaryKey) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: itemVersionsKey(collection, primaryKey) });
      onSaved(saved);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && !nameProblem) save.mutate();
  }

  return (
    <Dialog
      title={t(version ? 'versions.renameTitle' : 'versions.create')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} isLoading={save.isPending}>
            {t(version ? 'versions.save' : 'versions.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="versions-form" onSubmit={submit} noValidate>
        {save.error ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
        <label htmlFor={nameId}>{t('versions.name')}</label>
        <input
          id={nameId}
          className="input"
          value={name}
          data-autofocus
          aria-invalid={submitted && Boolean(nameProblem)}
          aria-describedby={submitted && nameProblem ? `${nameId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (!keyTouched) setKey(versionKeyFrom(event.target.value));
          }}
        />
        {submitted && nameProblem ? (
          <p id={`${nameId}-error`} className="versions-form__error" role="alert">
            {nameProblem}
          </p>
        ) : null}
        <label htmlFor={keyId}>{t('versions.key')}</label>
        <input
          id={keyId}
          className="input"
          value={key}
          aria-invalid={submitted && Boolean(problem)}
          aria-describedby={submitted && problem ? `${keyId}-error` : undefined}
          onChange={(event) => {
            setKeyTouched(true);
            setKey(event.target.value);
          }}
        />
        {submitted && problem ? (
          <p id={`${keyId}-error`} className="versions-form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
