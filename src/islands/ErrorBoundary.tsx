import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translationsFor } from '../i18n/index.ts';
import { pageLocale } from '../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Wrap an island's content in this: when rendering throws, the shopper sees what happened and
 * can try again (render the children afresh) or reload the page, instead of a blank space.
 */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An island failed to render.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <h2>{t('error.title')}</h2>
        <p>{t('error.text')}</p>
        <div className="island-error__actions">
          <button type="button" className="button" onClick={() => this.setState({ failed: false })}>
            {t('error.retry')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {t('error.refresh')}
          </button>
        </div>
      </div>
    );
  }
}
