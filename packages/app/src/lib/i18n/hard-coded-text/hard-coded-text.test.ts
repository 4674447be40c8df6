import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from './find-hard-coded-text.js';
import { FILES_TO_CONVERT } from './files-to-convert.js';

const APP_SOURCE = resolve(import.meta.dirname, '../../..');

/** Pages that exist only for tests (the browser tests mount them), never shown to a user. */
const TEST_ONLY = /(\.test\.tsx|-test-harness\.tsx)$|^testing\//;

/** Every component file of the app, as a path relative to `packages/app/src`. */
function componentFiles(): string[] {
  return readdirSync(APP_SOURCE, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.tsx') && !TEST_ONLY.test(path))
    .sort();
}

const found = (source: string) => findHardCodedText('example.tsx', source).map(({ where, text }) => `${where}: ${text}`);

describe('findHardCodedText', () => {
  it('finds JSX text, string children and user-facing attributes given a literal', () => {
    expect(
      found(`const A = () => (
        <section aria-label="Comments" title={'Tip'}>
          <h2>Revisions</h2>
          {open ? 'Hide' : \`Show \${count}\`}
          <ConfirmDialog confirmLabel="Discard" label={name ?? 'Untitled'} />
          <img alt="Preview" />
        </section>)`),
    ).toEqual([
      'aria-label: Comments',
      'title: Tip',
      'text: Revisions',
      'text: Hide',
      'text: Show',
      'confirmLabel: Discard',
      'label: Untitled',
      'alt: Preview',
    ]);
  });

  it('lets through catalogue text, punctuation, numbers, code, hidden glyphs, example URLs and colours, brand names and attributes nobody reads', () => {
    expect(
      found(`const A = () => (
        <p className="item-page" role="status" aria-label={t('item.save')} data-kind="note">
          {t('item.delete')} · {count} — 42 % {' '} ({total})
          <code>GET /items</code><kbd>Ctrl</kbd> Tessera {'JSON'} <Icon name="folder" />
          <span aria-hidden="true">{isOpen ? 'i' : '»'}</span>
          <input placeholder="https://example.com/{z}/{x}/{y}.png" title="#6644FF" />
        </p>)`),
    ).toEqual([]);
  });
});

describe('the app’s components', () => {
  const files = componentFiles();
  const literalsOf = new Map(files.map((path) => [path, findHardCodedText(path, readFileSync(join(APP_SOURCE, path), 'utf8'))]));

  it('show no hard-coded text outside the list of files still to convert', () => {
    const unlisted = files
      .filter((path) => !FILES_TO_CONVERT.includes(path))
      .flatMap((path) => literalsOf.get(path)!.map(({ line, where, text }) => `${path}:${line} ${where}: ${text}`));
    expect(unlisted, 'move these strings into the catalogue (lib/i18n/en, lib/i18n/de) and show them with t(…)').toEqual([]);
  });

  it('list only files that still have hard-coded text, so the list can only shrink', () => {
    const clean = FILES_TO_CONVERT.filter((path) => !literalsOf.has(path) || literalsOf.get(path)!.length === 0);
    expect(clean, 'these files are converted (or gone): remove them from files-to-convert.ts').toEqual([]);
  });
});
