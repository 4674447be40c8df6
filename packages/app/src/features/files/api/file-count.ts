import { i18n } from '../../../lib/i18n/i18n.js';

/** "1 file" / "3 files" in the app's language. */
export const fileCount = (count: number): string => (count === 1 ? i18n.t('files.fileOne') : i18n.t('files.fileMany', { count }));
