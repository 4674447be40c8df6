import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.js';
import { ProjectBrand } from '../../../components/project-brand.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { errorMessage, errorStatus, hasErrorCode } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionLabel } from '../../../lib/schema/labels.js';
import { useTheme } from '../../../lib/themes/use-theme.js';
import { useServerInfo } from '../../../lib/use-server-info.js';
import type { ShareInfo, SharedItemReader } from '../../../lib/shares/types.js';
import { SharedItemView } from './shared-item-view.js';
import './shares.css';
import { i18n } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** What the API's answer to a share sign-in means for the visitor. */
export function openShareProblem(error: unknown, needsPassword: boolean): string {
  if (hasErrorCode(error, 'INVALID_CREDENTIALS')) return i18n.t(needsPassword ? 'shares.wrongPassword' : 'shares.cannotOpen');
  return errorMessage(error);
}

/**
 * `/shared/:id`, outside the signed-in shell and branded as the project (logo, name, colour): what
 * the share is, a password form when it has one, then the shared item read-only. The share's token lives only in the client `openShare` answers.
 */
export function SharedPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const info = useQuery({ queryKey: ['share-info', id], retry: false, staleTime: Infinity, queryFn: () => client.readShareInfo(id) });
  const project = useServerInfo().data?.project;
  useTheme(project);
  return (
    <main className="shared-page">
      <section className="shared-page__panel" aria-labelledby="shared-page-title">
        <ProjectBrand project={project} apiUrl={client.url} />
        <h1 id="shared-page-title" className="shared-page__title">
          {info.data?.collection ? t('shares.sharedItemOf', { collection: collectionLabel(info.data.collection) }) : t('shares.sharedItem')}
        </h1>
        {info.isPending ? <Spinner label={t('shares.loadingShare')} /> : null}
        {info.error ? (
          <Notice kind="danger" title={t('shares.notAvailable')}>
            {errorStatus(info.error) === 403 || errorStatus(info.error) === 404 ? t('shares.notValid') : errorMessage(info.error)}
          </Notice>
        ) : null}
        {info.data ? <OpenShare info={info.data} /> : null}
      </section>
    </main>
  );
}

function OpenShare({ info }: { info: ShareInfo }) {
  const { t } = useTranslation();
  const client = useClient();
  const needsPassword = info.password !== null;
  const usedUp = info.max_uses !== null && info.times_used >= info.max_uses;
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const open = useMutation({ mutationFn: (typed?: string) => client.openShare(info.id, typed) });
  // Without a password the share opens at once; each opening counts a use, so only once.
  const auto = useQuery({
    queryKey: ['share-open', info.id],
    enabled: !needsPassword && !usedUp,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: () => client.openShare(info.id),
  });
  const reader: SharedItemReader | undefined = needsPassword ? open.data : auto.data;

  if (usedUp)
    return (
      <Notice kind="danger" title={t('shares.usedUpTitle')}>
        {t('shares.usedUpText')}
      </Notice>
    );
  if (!info.collection || !info.item) return <Notice kind="danger">{t('shares.noItem')}</Notice>;
  if (reader) return <SharedItemView shareId={info.id} reader={reader} collection={info.collection} item={info.item} />;
  if (!needsPassword) {
    if (auto.error) return <Notice kind="danger">{openShareProblem(auto.error, false)}</Notice>;
    return <Spinner label={t('shares.opening')} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) open.mutate(password);
  };
  return (
    <form className="shared-page__form" aria-label={t('shares.passwordForm')} onSubmit={submit} noValidate>
      <p>{t('shares.protected')}</p>
      {open.error ? <Notice kind="danger">{openShareProblem(open.error, true)}</Notice> : null}
      <label htmlFor={passwordId}>{t('shares.password')}</label>
      <input
        id={passwordId}
        className="input"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="primary" isLoading={open.isPending} disabled={!password}>
        {t('shares.open')}
      </Button>
    </form>
  );
}
