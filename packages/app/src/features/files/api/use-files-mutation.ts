import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { AppClient } from '../../../lib/app-client.js';
import { useClient } from '../../../lib/client-context.js';
import { FILES_KEYS } from './files-query-keys.js';

export interface FilesMutationOptions<Input, Output> {
  run: (client: AppClient, input: Input) => Promise<Output>;
  /** The success notice, if any. */
  done?: (input: Input, output: Output) => string;
  /** The failure notice's title; its text is the API's message. */
  failed: string;
}

/** A change to files or folders: runs it, refreshes every files query, and says how it went. */
export function useFilesMutation<Input, Output = void>({ run, done, failed }: FilesMutationOptions<Input, Output>) {
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (input: Input) => run(client, input),
    onSuccess: (output, input) => {
      if (done) notify({ title: done(input, output), kind: 'success' });
    },
    onError: (error) => notify({ title: failed, text: errorMessage(error), kind: 'danger' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILES_KEYS.all }),
  });
}
