import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.js';

describe('toCsv', () => {
  it('quotes strings and labels, leaves numbers and booleans bare, nulls empty', () => {
    expect(toCsv([{ id: 1, title: 'A', rating: 4.5, published: true, body: null }])).toBe(
      '"id","title","rating","published","body"\n1,"A",4.5,true,',
    );
  });

  it('keeps commas, doubled quotes and newlines inside one quoted cell', () => {
    expect(toCsv([{ text: 'a, "b"\nc\r\nd' }])).toBe('"text"\n"a, ""b""\nc\r\nd"');
  });

  it('flattens nested objects to dot paths and JSON-encodes arrays and empty objects', () => {
    const csv = toCsv([
      { id: 1, author: { name: 'Ann', team: { name: 'Red' } }, tags: [1, 2], data: {} },
      { id: 2, author: null, tags: [], data: { a: 'x' } },
    ]);
    expect(csv).toBe(
      ['"id","author.name","author.team.name","tags","data","author","data.a"', '1,"Ann","Red","[1,2]","{}",,', '2,,,"[]",,,"x"'].join(
        '\n',
      ),
    );
  });

  it('takes one item as one row, and no items as an empty file', () => {
    expect(toCsv({ id: 7 })).toBe('"id"\n7');
    expect(toCsv([])).toBe('');
    expect(toCsv(null)).toBe('');
  });

  it('quotes a header label with a quote in it', () => {
    expect(toCsv([{ 'say "hi"': 'x' }])).toBe('"say ""hi"""\n"x"');
  });

  it('keeps keys named "" and __proto__ as columns (a JSON field may hold them)', () => {
    const data = JSON.parse('{"":"e","__proto__":null,"constructor":1}') as unknown;
    expect(toCsv([{ '': 0, id: 1, data }])).toBe('"","id","data.","data.__proto__","data.constructor"\n0,1,"e",,1');
  });
});
