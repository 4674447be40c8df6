/**
 * How an app extension gets the app's own React (one instance: hooks break with two).
 *
 * Extensions are built with `react` and `react/jsx-runtime` external, so their modules keep the
 * bare imports. The admin's CSP is `script-src 'self'` with no inline scripts, so an inline import
 * map cannot resolve them. Instead the server rewrites those two bare specifiers in every served
 * extension file to relative URLs of the shim modules below, served beside the entries. Each shim
 * re-exports what the app put on `globalThis.__tessera` (`react`, `jsxRuntime`) before importing
 * the bundle. Relative URLs keep working when the API lives under a path (PUBLIC_URL).
 */
export const SHIM_FILES: ReadonlyMap<string, string> = new Map([
  ['react', 'react.js'],
  ['react/jsx-runtime', 'react-jsx-runtime.js'],
]);

// React 19's public exports (named imports of anything else are a link error, as with the real package).
const REACT_EXPORTS = [
  'Activity',
  'Children',
  'Component',
  'Fragment',
  'Profiler',
  'PureComponent',
  'StrictMode',
  'Suspense',
  'cache',
  'cloneElement',
  'createContext',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'startTransition',
  'use',
  'useActionState',
  'useCallback',
  'useContext',
  'useDebugValue',
  'useDeferredValue',
  'useEffect',
  'useId',
  'useImperativeHandle',
  'useInsertionEffect',
  'useLayoutEffect',
  'useMemo',
  'useOptimistic',
  'useReducer',
  'useRef',
  'useState',
  'useSyncExternalStore',
  'useTransition',
  'version',
];
const JSX_RUNTIME_EXPORTS = ['Fragment', 'jsx', 'jsxs'];

function shimSource(globalKey: 'react' | 'jsxRuntime', names: readonly string[]): string {
  return [
    `const source = globalThis.__tessera && globalThis.__tessera.${globalKey};`,
    `if (!source) throw new Error('Tessera app extensions run inside the admin app only (globalThis.__tessera.${globalKey} is missing).');`,
    'export default source;',
    `export const { ${names.join(', ')} } = source;`,
    '',
  ].join('\n');
}

/** The shim modules by file name (`/extensions/sources/shims/<file>`). */
export const SHIM_SOURCES: ReadonlyMap<string, string> = new Map([
  ['react.js', shimSource('react', REACT_EXPORTS)],
  ['react-jsx-runtime.js', shimSource('jsxRuntime', JSX_RUNTIME_EXPORTS)],
]);

// `from "react"`, `import "react"`, `import("react")`, also minified (`from"react"`).
const BARE_REACT_IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(react|react\/jsx-runtime)\2/g;

/**
 * Rewrites the bare React specifiers of an extension file to the shims, relative to the file's URL
 * (`depth` = how many folders it lies below `/extensions/sources/`).
 */
export function rewriteReactImports(source: string, depth: number): string {
  const prefix = depth === 0 ? './' : '../'.repeat(depth);
  return source.replace(BARE_REACT_IMPORT, (_match, lead: string, quote: string, specifier: string) => {
    return `${lead}${quote}${prefix}shims/${SHIM_FILES.get(specifier)}${quote}`;
  });
}
