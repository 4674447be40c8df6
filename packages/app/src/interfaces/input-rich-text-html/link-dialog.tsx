import { useId, useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog } from '../../components/dialog.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface LinkDialogProps {
  /** The link under the cursor, or '' for a new one. */
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

const SAFE_URL = /^(https?:\/\/|mailto:|\/|#)/i;

/** Asks for a link's address; only http(s), mailto and same-site addresses are taken. */
export function LinkDialog({ initialUrl, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function apply() {
    const trimmed = url.trim();
    if (trimmed === '') return onRemove();
    const href = SAFE_URL.test(trimmed) || trimmed.includes(':') ? trimmed : `https://${trimmed}`;
    if (!SAFE_URL.test(href)) return setError(t('interfaceText.unsafeUrl'));
    onApply(href);
  }

  return (
    <Dialog
      title={t('interfaceText.link')}
      onClose={onClose}
      actions={
        <>
          {initialUrl ? <Button onClick={onRemove}>{t('interfaceText.removeLink')}</Button> : null}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={apply}>
            {t('interfaceText.applyLink')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={inputId}>{t('interfaceText.url')}</label>
        <input
          id={inputId}
          className="input"
          type="text"
          inputMode="url"
          value={url}
          data-autofocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={errorId} className="rich-text__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
