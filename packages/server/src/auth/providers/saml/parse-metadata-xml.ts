import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element of parsed metadata: attributes under `@_name`, children by local name (always arrays), text under `#text`. */
export type MetadataElement = { [key: string]: MetadataElement[] | string | undefined };

const MAX_METADATA_LENGTH = 1_000_000;

/**
 * SAML metadata (IdP or SP) as a tree of elements, namespace prefixes dropped. A document type
 * declaration is refused rather than parsed: metadata has no use for one, and entities are how XML
 * bombs work. Answers an error message for the caller's ConfigError, or the root element.
 */
export function parseMetadataXml(xml: string): MetadataElement | string {
  if (xml.length > MAX_METADATA_LENGTH) return `is longer than ${MAX_METADATA_LENGTH} characters`;
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'must not contain a document type declaration';
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return `is not well-formed XML (${valid.err.msg})`;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    alwaysCreateTextNode: true,
    // Every element as an array, so a single and a repeated child read the same way.
    isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  });
  const document = parser.parse(xml) as MetadataElement;
  const root = Object.entries(document).find(([key]) => !key.startsWith('?') && !key.startsWith('@_'));
  const element = Array.isArray(root?.[1]) ? root[1][0] : undefined;
  if (!root || !element) return 'has no root element';
  return { ...element, '#name': root[0] } as MetadataElement;
}

/** The children of `element` called `name`. */
export function childrenOf(element: MetadataElement | undefined, name: string): MetadataElement[] {
  const children = element && Object.hasOwn(element, name) ? element[name] : undefined;
  return Array.isArray(children) ? children.filter((child) => typeof child === 'object' && child !== null) : [];
}

/** An attribute's text ('' when absent). */
export function attributeOf(element: MetadataElement | undefined, name: string): string {
  const value = element && Object.hasOwn(element, `@_${name}`) ? element[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** An element's own text ('' when none). */
export function textOf(element: MetadataElement | undefined): string {
  const value = element && Object.hasOwn(element, '#text') ? element['#text'] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
