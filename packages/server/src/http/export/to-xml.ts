import { isPlainObject } from '../../utils/is-plain-object.js';

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string | null;
}

const INDENT = '    ';

/**
 * The XML export file, as the reference writes it (js2xmlparser with root `data`):
 * - `<?xml version='1.0'?>`, then a `<data>` root; a list puts each item in a `<data>` element of
 *   its own, a single item's fields go straight into the root;
 * - each field is an element of its name; a nested object nests elements; an array repeats the
 *   field's element once per entry; null is the text `null`; an empty value is `<field/>`;
 * - text escapes `&`, `<` and the `>` of `]]>`; 4-space indentation, no trailing newline.
 * Where the reference would fail, this stays valid XML: a character XML forbids becomes U+FFFD and
 * a key that is no XML name gets `_` for each bad character (and before a bad first one).
 */
export function toXml(data: unknown): string {
  const root = element('data');
  appendValue(root, 'data', data ?? null);
  return `<?xml version='1.0'?>\n${render(root, '')}`;
}

function element(name: string): XmlElement {
  return { name: xmlName(name), children: [], text: null };
}

/** Puts `value` into `parent`: an object's fields as elements, an array's entries as `key` elements, else text. */
function appendValue(parent: XmlElement, key: string, value: unknown): void {
  if (isPlainObject(value)) {
    for (const [field, fieldValue] of Object.entries(value)) appendField(parent, field, fieldValue);
  } else if (Array.isArray(value)) {
    for (const entry of value) appendField(parent, key, entry);
  } else {
    parent.text = String(value);
  }
}

/** An array adds no element of its own (its entries repeat `key`); anything else is a `key` element. */
function appendField(parent: XmlElement, key: string, value: unknown): void {
  if (Array.isArray(value)) return appendValue(parent, key, value);
  const child = element(key);
  parent.children.push(child);
  appendValue(child, key, value);
}

function render(node: XmlElement, indent: string): string {
  const text = node.text === null ? '' : escapeText(node.text);
  if (node.children.length === 0 && text === '') return `<${node.name}/>`;
  if (node.children.length === 0) return `<${node.name}>${text}</${node.name}>`;
  const inner = node.children.map((child) => `\n${indent}${INDENT}${render(child, indent + INDENT)}`).join('');
  return `<${node.name}>${inner}\n${indent}</${node.name}>`;
}

// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] (lone surrogates are not).
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escapeText(text: string): string {
  return text.replace(NOT_XML_CHAR, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/]]>/g, ']]&gt;');
}

// XML 1.0 Name production: NameStartChar, and NameChar which adds digits, `-`, `.` and a few more.
type Ranges = ReadonlyArray<readonly [number, number]>;
const NAME_START: Ranges = [
  [0x3a, 0x3a], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a], [0xc0, 0xd6], [0xd8, 0xf6], [0xf8, 0x2ff], [0x370, 0x37d], [0x37f, 0x1fff],
  [0x200c, 0x200d], [0x2070, 0x218f], [0x2c00, 0x2fef], [0x3001, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xfffd], [0x10000, 0xeffff],
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
