import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n.js';

/** Keeps an app extension's crash inside its own box: logged, with a short note where it was. */
export class ExtensionErrorBoundary extends Component<{ extension: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Tessera: the app extension "${this.props.extension}" failed while rendering.`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <p role="alert">{i18n.t('content.extensionFailed', { extension: this.props.extension })}</p>;
    return this.props.children;
  }
}
