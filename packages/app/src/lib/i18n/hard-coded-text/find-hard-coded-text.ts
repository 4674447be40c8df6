import ts from 'typescript';

/** One user-visible string written straight into a component instead of coming from the catalogue. */
export interface HardCodedText {
  line: number;
  /** `text` for a JSX child, else the attribute's name. */
  where: string;
  text: string;
}

/** Attributes a person reads or hears: native ones, and the label-like props of the app's own components. */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'note',
  'description',
  'heading',
  'message',
  'text',
]);
/** `confirmLabel`, `emptyText`, `dialogTitle`, …: a prop that ends like one of these is read by a person too. */
const USER_FACING_SUFFIX = /(Label|Title|Text|Message|Placeholder|Hint|Description|Heading)$/;

/** Elements whose text is code or a key name, the same in every language. */
const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp']);

/**
 * Names that stay as they are in every language. Keep this short: a word only goes here when a
 * translator would leave it untouched.
 */
const BRAND_NAMES = [
  'Tessera', // the product
  'Directus', // the API it speaks
  'OpenAPI', // the specification's name
  'GraphQL', // the query language's name
  'JSON',
  'CSV',
  'XML',
  'YAML', // file formats
];
const BRAND_NAME = new RegExp(`\\b(${BRAND_NAMES.join('|')})\\b`, 'g');

const HAS_LETTERS = /\p{L}/u;

/** Example values that read the same in every language: a URL (`https://example.com`), a hex colour (`#6644FF`). */
const EXAMPLE_VALUE = /^\s*(https?:\/\/\S*|#[0-9A-Fa-f]{3,8})\s*$/;

function isReadableText(text: string): boolean {
  return !EXAMPLE_VALUE.test(text) && HAS_LETTERS.test(text.replace(BRAND_NAME, ''));
}

function isUserFacingAttribute(name: string): boolean {
  return USER_FACING_ATTRIBUTES.has(name) || USER_FACING_SUFFIX.test(name);
}

/** The literal strings an expression can evaluate to: `'a'`, `` `b ${x}` ``, `x ? 'c' : 'd'`, `x ?? 'e'`, `x && 'f'`. */
function literalTexts(expression: ts.Expression | undefined): string[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].filter((part) => part !== '');
  if (ts.isConditionalExpression(expression)) return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken
    )
      return literalTexts(expression.right);
    if (operator === ts.SyntaxKind.PlusToken) return [...literalTexts(expression.left), ...literalTexts(expression.right)];
  }
  return [];
}

/** Text no one reads as words: inside `<code>` and the like, or in an element hidden from assistive technology (an icon glyph). */
function isCodeOrHidden(node: ts.Node): boolean {
  const element = node.parent;
  if (!ts.isJsxElement(element)) return false;
  const opening = element.openingElement;
  if (CODE_ELEMENTS.has(opening.tagName.getText())) return true;
  return opening.attributes.properties.some(
    (attribute) =>
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === 'aria-hidden' &&
      attribute.initializer !== undefined &&
      /^("true"|\{true\})$/.test(attribute.initializer.getText()),
  );
}

/**
 * Every literal, letter-bearing string a `.tsx` file shows to a person: JSX text children,
 * string children in braces, and user-facing attributes (see above) given a literal.
 */
export function findHardCodedText(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, where: string, text: string) => {
    if (isReadableText(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, where, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    const inCode = (ts.isJsxText(node) || ts.isJsxExpression(node)) && isCodeOrHidden(node);
    if (ts.isJsxText(node) && !inCode) report(node, 'text', node.text);
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && !inCode)
      for (const text of literalTexts(node.expression)) report(node, 'text', text);
    else if (ts.isJsxAttribute(node) && isUserFacingAttribute(node.name.getText(file))) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, name, value.text);
      else if (value && ts.isJsxExpression(value)) for (const text of literalTexts(value.expression)) report(node, name, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
