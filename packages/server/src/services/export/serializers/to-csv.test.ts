import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.js';

const ESCAPING = { escapeFormulas: true };
const RAW = { escapeFormulas: false };

describe('toCsv', () => {
  it('quotes strings and labels, leaves numbers and booleans bare, nulls empty', () => {
    expect(toCsv([{ id: 1, title: 'A', rating: 4.5, published: true, body: null }], ESCAPING)).toBe(
      '"id","title","rating","published","body"\n1,"A",4.5,true,',
    );
  });

  it('keeps commas, doubled quotes and newlines inside one quoted cell', () => {
    expect(toCsv([{ text: 'a, "b"\nc\r\nd' }], ESCAPING)).toBe('"text"\n"a, ""b""\nc\r\nd"');
  });

  it('flattens nested objects to dot paths and JSON-encodes arrays and empty objects', () => {
    const csv = toCsv(
      [
        { id: 1, author: { name: 'Ann', team: { name: 'Red' } }, tags: [1, 2], data: {} },
        { id: 2, author: null, tags: [], data: { a: 'x' } },
      ],
      ESCAPING,
    );
    expect(csv).toBe(
      ['"id","author.name","author.team.name","tags","data","author","data.a"', '1,"Ann","Red","[1,2]","{}",,', '2,,,"[]",,,"x"'].join(
        '\n',
      ),
    );
  });

  it('takes one item as one row, and no items as an empty file', () => {
    expect(toCsv({ id: 7 }, ESCAPING)).toBe('"id"\n7');
    expect(toCsv([], ESCAPING)).toBe('');
    expect(toCsv(null, ESCAPING)).toBe('');
  });

  it('quotes a header label with a quote in it', () => {
    expect(toCsv([{ 'say "hi"': 'x' }], ESCAPING)).toBe('"say ""hi"""\n"x"');
  });

  it('keeps keys named "" and __proto__ as columns (a JSON field may hold them)', () => {
    const data = JSON.parse('{"":"e","__proto__":null,"constructor":1}') as unknown;
    expect(toCsv([{ '': 0, id: 1, data }], ESCAPING)).toBe('"","id","data.","data.__proto__","data.constructor"\n0,1,"e",,1');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('prefixes text a spreadsheet would run, %j, with a quote by default', (value, cell) => {
    expect(toCsv([{ note: value }], ESCAPING)).toBe(`"note"\n${cell}`);
    expect(toCsv([{ note: value }], RAW)).toBe(`"note"\n"${value.replaceAll('"', '""')}"`);
  });

  it('leaves numbers (numbers as text too, as decimals come), booleans, JSON cells and text starting otherwise as they are', () => {
    const row = { n: -5, price: '-5.50', big: '+12e3', ok: false, tags: ['=x'], data: { f: '=1' }, text: 'a=b', dash: '- item' };
    expect(toCsv([row], ESCAPING)).toBe(
      '"n","price","big","ok","tags","data.f","text","dash"\n-5,"-5.50","+12e3",false,"[""=x""]","\'=1","a=b","\'- item"',
    );
  });

  it('writes every value as it is with escapeFormulas off, header labels too', () => {
    expect(toCsv([{ '=label': '=1+1', n: -5 }], RAW)).toBe('"=label","n"\n"=1+1",-5');
    expect(toCsv([{ '=label': '=1+1', n: -5 }], ESCAPING)).toBe(`"'=label","n"\n"'=1+1",-5`);
  });
});
