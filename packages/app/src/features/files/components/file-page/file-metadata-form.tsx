import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import type { FileRow } from '../../api/file-row.js';
import { useFolders } from '../../api/use-files.js';
import { useFilesMutation } from '../../api/use-files-mutation.js';
import { FolderSelect } from '../folder-select.js';
import { draftOf, metadataPatch } from './file-metadata.js';
import type { MetadataDraft, MetadataPatch } from './file-metadata.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** Title, description, tags, location, folder and download name; fields the user may not update are read-only. */
export function FileMetadataForm({ file, canEdit }: { file: FileRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const folders = useFolders();
  const [draft, setDraft] = useState<MetadataDraft>(() => draftOf(file));
  const ids = { title: useId(), description: useId(), tags: useId(), location: useId(), folder: useId(), download: useId() };
  const patch = metadataPatch(file, draft);
  const save = useFilesMutation<MetadataPatch>({
    run: (client, changes) => client.updateFile(file.id, changes).then(() => undefined),
    done: () => 'File saved',
    failed: "Couldn't save the file",
  });
  const locked = (field: string) => !canEdit || !permissions.isFieldAllowed('directus_files', 'update', field);
  const set = (field: keyof MetadataDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(patch).length > 0) save.mutate(patch);
  };
  return (
    <form className="files-form file-metadata" aria-label={t('files.fileDetails')} onSubmit={submit}>
      <label htmlFor={ids.title}>{t('files.title')}</label>
      <input id={ids.title} className="input" value={draft.title} readOnly={locked('title')} onChange={set('title')} />
      <label htmlFor={ids.description}>{t('files.description')}</label>
      <textarea
        id={ids.description}
        className="textarea"
        value={draft.description}
        readOnly={locked('description')}
        onChange={set('description')}
      />
      <label htmlFor={ids.tags}>{t('files.tags')}</label>
      <input
        id={ids.tags}
        className="input"
        value={draft.tags}
        placeholder={t('files.tagsPlaceholder')}
        readOnly={locked('tags')}
        onChange={set('tags')}
      />
      <label htmlFor={ids.location}>{t('files.location')}</label>
      <input id={ids.location} className="input" value={draft.location} readOnly={locked('location')} onChange={set('location')} />
      <label htmlFor={ids.folder}>{t('files.folder')}</label>
      <FolderSelect
        id={ids.folder}
        folders={folders.data ?? []}
        value={draft.folder}
        disabled={locked('folder')}
        onChange={(folder) => setDraft({ ...draft, folder })}
      />
      <label htmlFor={ids.download}>{t('files.downloadName')}</label>
      <input
        id={ids.download}
        className="input"
        value={draft.filename_download}
        readOnly={locked('filename_download')}
        onChange={set('filename_download')}
      />
      {canEdit ? (
        <div>
          <Button variant="primary" type="submit" isLoading={save.isPending} disabled={Object.keys(patch).length === 0}>
            {t('files.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
