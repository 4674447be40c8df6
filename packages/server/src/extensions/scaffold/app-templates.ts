import type { ScaffoldAppType } from './extension-name.js';
import { pascalOf, titleOf } from './extension-name.js';

/** Versions the scaffold asks for: the ones the app itself builds with. */
export const APP_DEV_DEPENDENCIES = { react: '^19.3.1', 'react-dom': '^19.3.1', vite: '^7.3.8' } as const;

/**
 * Vite's library build into one ES module. React stays external: the app serves its own instance
 * to extensions (the server rewrites these bare imports to shims of the app's React).
 */
export const VITE_CONFIG = `import { defineConfig } from 'vite';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxDev: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    lib: { entry: 'src/index.tsx', formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: { external: ['react', 'react/jsx-runtime'] },
  },
});
`;

interface AppTemplate {
  source: string;
  /** Props the test renders the component with, and what the markup must show. */
  testProps: string;
  expected: string;
  /** Expression of the component the test renders, from `extension`. */
  component: string;
}

function appTemplate(type: ScaffoldAppType, name: string): AppTemplate {
  const title = titleOf(name);
  const pascal = pascalOf(name);
  const id = JSON.stringify(name);
  switch (type) {
    case 'interface':
      return {
        source: `import type { InterfaceConfig, InterfaceProps } from '@tessera/extensions-sdk';

/** A text input: the form passes the value and takes every change. */
function ${pascal}Interface({ value, onChange, disabled }: InterfaceProps) {
  return (
    <input
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export default {
  id: ${id},
  name: ${JSON.stringify(title)},
  icon: 'text_fields',
  description: 'A custom text input',
  types: ['string', 'text'],
  component: ${pascal}Interface,
} satisfies InterfaceConfig;
`,
        testProps:
          "{ value: 'hello', onChange() {}, field: 'title', collection: 'posts', primaryKey: null, type: 'string', disabled: false, options: {} }",
        expected: 'value="hello"',
        component: 'extension.component',
      };
    case 'display':
      return {
        source: `import type { DisplayConfig, DisplayProps } from '@tessera/extensions-sdk';

function ${pascal}Display({ value }: DisplayProps) {
  return <span>{value === null || value === undefined ? '' : String(value)}</span>;
}

export default {
  id: ${id},
  name: ${JSON.stringify(title)},
  icon: 'visibility',
  description: 'A custom display',
  types: ['string', 'text', 'integer'],
  component: ${pascal}Display,
} satisfies DisplayConfig;
`,
        testProps: "{ value: 'hello', field: 'title', collection: 'posts', type: 'string', options: {} }",
        expected: '<span>hello</span>',
        component: 'extension.component',
      };
    case 'layout':
      return {
        source: `import type { LayoutConfig, LayoutProps } from '@tessera/extensions-sdk';

/** Every item as a link to its page, titled by its primary key. */
function ${pascal}Layout({ items, primaryKeyField, itemHref }: LayoutProps) {
  return (
    <ul>
      {items.map((item) => (
        <li key={String(item[primaryKeyField])}>
          <a href={itemHref(item)}>{String(item[primaryKeyField])}</a>
        </li>
      ))}
    </ul>
  );
}

export default {
  id: ${id},
  name: ${JSON.stringify(title)},
  icon: 'view_list',
  component: ${pascal}Layout,
} satisfies LayoutConfig;
`,
        testProps:
          "{ collection: 'posts', items: [{ id: 7 }], primaryKeyField: 'id', itemHref: (item) => `/content/posts/${item.id}`, options: {}, onOptionsChange() {} }",
        expected: '<a href="/content/posts/7">7</a>',
        component: 'extension.component',
      };
    case 'panel':
      return {
        source: `import type { PanelConfig, PanelProps } from '@tessera/extensions-sdk';

function ${pascal}Panel({ options }: PanelProps) {
  return <p>{typeof options.text === 'string' ? options.text : 'Hello!'}</p>;
}

export default {
  id: ${id},
  name: ${JSON.stringify(title)},
  icon: 'dashboard',
  component: ${pascal}Panel,
  options: [{ field: 'text', name: 'Text', type: 'string', meta: { interface: 'input', width: 'full' } }],
  minWidth: 12,
  minHeight: 8,
} satisfies PanelConfig;
`,
        testProps: "{ options: { text: 'hello' }, width: 12, height: 8, variables: {} }",
        expected: '<p>hello</p>',
        component: 'extension.component',
      };
    case 'module':
      return {
        source: `import type { ModuleConfig } from '@tessera/extensions-sdk';

function ${pascal}Page() {
  return (
    <section>
      <h1>${title}</h1>
      <p>hello from a custom module</p>
    </section>
  );
}

export default {
  id: ${id},
  name: ${JSON.stringify(title)},
  icon: 'extension',
  routes: [{ path: '', component: ${pascal}Page }],
} satisfies ModuleConfig;
`,
        testProps: '{}',
        expected: 'hello from a custom module',
        component: "extension.routes.find((route) => route.path === '').component",
      };
  }
}

/** The files of a new app extension, by path relative to its folder. */
export function appExtensionFiles(type: ScaffoldAppType, name: string): Map<string, string> {
  const template = appTemplate(type, name);
  const test = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import extension from '../dist/index.js';

test('the ${type} is named ${name} and renders with the app\\'s props', () => {
  assert.equal(extension.id, ${JSON.stringify(name)});
  const component = ${template.component};
  const html = renderToStaticMarkup(createElement(component, ${template.testProps}));
  assert.ok(html.includes(${JSON.stringify(template.expected)}), html);
});
`;
  return new Map([
    ['src/index.tsx', template.source],
    ['vite.config.js', VITE_CONFIG],
    ['test/index.test.js', test],
  ]);
}
