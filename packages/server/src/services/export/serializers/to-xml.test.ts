import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { toXml } from './to-xml.js';

describe('toXml', () => {
  it('puts each listed item in a <data> element under the <data> root', () => {
    expect(
      toXml([
        { id: 1, author: { id: 2, name: 'Ann' } },
        { id: 3, author: null },
      ]),
    ).toBe(
      [
        "<?xml version='1.0'?>",
        '<data>',
        '    <data>',
        '        <id>1</id>',
        '        <author>',
        '            <id>2</id>',
        '            <name>Ann</name>',
        '        </author>',
        '    </data>',
        '    <data>',
        '        <id>3</id>',
        '        <author>null</author>',
        '    </data>',
        '</data>',
      ].join('\n'),
    );
  });

  it("puts a single item's fields straight into the root; arrays repeat the field, empty values self-close", () => {
    expect(toXml({ id: 1, tags: ['a', 'b'], none: [], text: '', data: {}, ok: false })).toBe(
      [
        "<?xml version='1.0'?>",
        '<data>',
        '    <id>1</id>',
        '    <tags>a</tags>',
        '    <tags>b</tags>',
        '    <text/>',
        '    <data/>',
        '    <ok>false</ok>',
        '</data>',
      ].join('\n'),
    );
    expect(toXml([])).toBe("<?xml version='1.0'?>\n<data/>");
  });

  it('escapes markup characters so that a parser reads the text back unchanged', () => {
    const text = 'a & b <c> "d" \'e\' ]]> f\ng';
    const xml = toXml({ t: text });
    expect(xml).toBe("<?xml version='1.0'?>\n<data>\n    <t>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; ]]&gt; f\ng</t>\n</data>");
    expect(new XMLParser().parse(xml)).toMatchObject({ data: { t: text } });
  });

  it('stays valid XML where characters or names are not allowed', () => {
    expect(toXml({ 'my field': 'a\u0000b\uD800c', '1st': 'x', 'ok-name.v2': 'y', título: 'z', '': 0 })).toBe(
      "<?xml version='1.0'?>\n<data>\n    <my_field>a\uFFFDb\uFFFDc</my_field>\n    <_1st>x</_1st>\n    <ok-name.v2>y</ok-name.v2>\n    <título>z</título>\n    <_>0</_>\n</data>",
    );
  });
});
