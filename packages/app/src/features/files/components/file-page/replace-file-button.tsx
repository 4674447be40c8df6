import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../components/button.js';
import { useNotify } from '../../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { FILES_KEYS } from '../../api/files-query-keys.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** "Replace": new bytes under the same id (`PATCH /files/:id` multipart), with its progress. */
export function ReplaceFileButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const replace = useMutation({
    mutationFn: (file: File) =>
      client.replaceFile(id, file, file.name, {
        onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
      }),
    onMutate: () => setPercent(0),
    onSuccess: () => notify({ kind: 'success', title: t('files.fileReplaced') }),
    onError: (error) => notify({ kind: 'danger', title: t('files.couldNotReplace'), text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILES_KEYS.all }),
  });
  return (
    <>
      <Button isLoading={replace.isPending} onClick={() => input.current?.click()}>
        {t('files.replace')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('files.replacementFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) replace.mutate(file);
          event.target.value = '';
        }}
      />
      {replace.isPending ? <progress max={100} value={percent} aria-label={t('files.replaceProgress')} /> : null}
    </>
  );
}
