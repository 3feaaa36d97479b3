import { useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** The page's address with the inputs in it. */
  link: string;
  /** The summary message to the shop. */
  summary: string;
  /** wa.me link with the summary typed in, or null when the shop has no WhatsApp. */
  whatsapp: string | null;
  email: string;
}

/** Copy the link that restores the list, or send the summary to the shop (WhatsApp, else e-mail). */
export function ShareAsk({ link, summary, whatsapp, email }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const mail = `mailto:${email}?subject=${encodeURIComponent(t('sizing.page.summary.emailSubject'))}&body=${encodeURIComponent(summary)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="sizing-share" aria-labelledby="sizing-share">
      <h2 id="sizing-share">{t('sizing.page.share')}</h2>
      <p className="sizing-muted">{t('sizing.page.shareText')}</p>
      <div className="sizing-share__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('sizing.page.copyLink')}
        </button>
        {whatsapp ? (
          <a className="button button--primary" href={whatsapp} target="_blank" rel="noopener">
            {t('sizing.page.askWhatsapp')}
          </a>
        ) : (
          <a className="button button--primary" href={mail}>
            {t('sizing.page.askEmail')}
          </a>
        )}
      </div>
      <p role="status" className="sizing-muted">
        {copied === 'yes' ? t('sizing.page.copied') : copied === 'failed' ? t('sizing.page.copyFailed') : ''}
      </p>
    </section>
  );
}
