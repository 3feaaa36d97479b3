import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { actionWords } from '../../lib/admin/action-words.ts';
import type { AdminActionEntry } from '../../lib/admin/admin-actions.ts';
import { adminDateTime } from '../../lib/admin/format.ts';

const t = translationsFor(pageLocale());

/** The admin audit's newest entries: when (shop time), who, what, on which order or claim, and how the admin had signed in. */
export function LastActions({ actions }: { actions: AdminActionEntry[] }) {
  return (
    <section aria-labelledby="admin-last-actions">
      <h2 id="admin-last-actions">{t('admin.audit.title')}</h2>
      <p className="admin__muted">{t('admin.audit.intro')}</p>
      {actions.length === 0 ? (
        <p>{t('admin.audit.none')}</p>
      ) : (
        <ol className="admin-latest" data-testid="last-actions">
          {actions.map((entry) => {
            const words = actionWords(entry, t);
            return (
              <li key={entry.id} data-action={entry.action}>
                <span>
                  <strong>{words.what}</strong>
                  {' · '}
                  {words.target.href ? <a href={words.target.href}>{words.target.label}</a> : words.target.label}
                </span>
                <span>
                  <span className="visually-hidden">{t('admin.audit.who')}: </span>
                  {entry.actor.email ?? t('admin.audit.unknownActor')}
                  {' · '}
                  <span data-aal={entry.aal}>
                    {t('admin.audit.signIn')}: {words.assurance}
                  </span>
                </span>
                <time className="admin__muted" dateTime={entry.at}>
                  {adminDateTime(entry.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
