import { XMLBuilder } from 'fast-xml-parser';
import { isPlainObject } from '../../../utils/is-plain-object.js';

const builder = new XMLBuilder({ format: true, indentBy: '    ', suppressEmptyNode: true, processEntities: true });

export const XML_PROLOG = "<?xml version='1.0'?>\n";
const LIST_ROOT_OPEN = '<data>\n';
const LIST_ROOT_CLOSE = '</data>\n';

/**
 * The XML export file, as the reference writes it (js2xmlparser with root `data`), serialised by
 * fast-xml-parser's builder:
 * - `<?xml version='1.0'?>`, then a `<data>` root; a list puts each item in a `<data>` element of
 *   its own, a single item's fields go straight into the root;
 * - each field is an element of its name; a nested object nests elements; an array repeats the
 *   field's element once per entry; null is the text `null`; an empty value is `<field/>`;
 * - text is escaped as XML requires; 4-space indentation, no trailing newline.
 * Where the reference would fail, this stays valid XML: a character XML forbids becomes U+FFFD and
 * a key that is no XML name gets `_` for each bad character (and before a bad first one).
 */
export function toXml(data: unknown): string {
  const value = data ?? null;
  const root = Array.isArray(value) ? (value.length === 0 ? '' : { data: value.map(xmlValue) }) : xmlValue(value);
  return `${XML_PROLOG}${(builder.build({ data: root }) as string).replace(/\n$/, '')}`;
}

/**
 * One item of a list as toXml writes it inside the root: its `<data>` element, indented one level,
 * with the newline after it. Built as a one-item document with the root's tags cut off, so it is
 * exactly the builder's own output for that item (streaming export writes these one by one).
 */
export function xmlListItem(item: unknown): string {
  const document = builder.build({ data: { data: [xmlValue(item)] } }) as string;
  return document.slice(LIST_ROOT_OPEN.length, document.length - LIST_ROOT_CLOSE.length);
}

/** The value as the builder should see it: names made valid, text cleaned, null as `null`. */
function xmlValue(value: unknown): unknown {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return value.map(xmlValue);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, field]) => [xmlName(key), xmlValue(field)]));
  return typeof value === 'string' ? value.replace(NOT_XML_CHAR, '\uFFFD') : String(value);
}

// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] (lone surrogates are not).
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

// XML 1.0 Name production: NameStartChar, and NameChar which adds digits, `-`, `.` and a few more.
type Ranges = ReadonlyArray<readonly [number, number]>;
const NAME_START: Ranges = [
  [0x3a, 0x3a],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x2ff],
  [0x370, 0x37d],
  [0x37f, 0x1fff],
  [0x200c, 0x200d],
  [0x2070, 0x218f],
  [0x2c00, 0x2fef],
  [0x3001, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xfffd],
  [0x10000, 0xeffff],
];
const NAME_CHAR: Ranges = [...NAME_START, [0x2d, 0x2e], [0x30, 0x39], [0xb7, 0xb7], [0x300, 0x36f], [0x203f, 0x2040]];
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const inRanges = (char: string, ranges: Ranges) => {
  const code = char.codePointAt(0) ?? -1;
  return ranges.some(([low, high]) => code >= low && code <= high);
};

/** `key` as an XML element name: `_` for each character a name can't hold, and before a bad first one. */
function xmlName(key: string): string {
  if (PLAIN_NAME.test(key)) return key;
  const name = [...key].map((char) => (inRanges(char, NAME_CHAR) ? char : '_')).join('');
  return name !== '' && inRanges(name, NAME_START) ? name : `_${name}`;
}
