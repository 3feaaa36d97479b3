import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** An admin page whose data did not load: the reason and a Retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin__error" role="alert">
      <p>{t('admin.loadError', { message })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}
