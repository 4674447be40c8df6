import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChangeStream } from './change-stream.js';

describe('ChangeStream', () => {
  it('hands pushed payloads to a waiting reader, then queued ones in order', async () => {
    const stream = new ChangeStream<number>(10, () => {});
    const waiting = stream.next();
    stream.push(1);
    stream.push(2);
    stream.push(3);
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(await stream.next()).toEqual({ value: 2, done: false });
    expect(await stream.next()).toEqual({ value: 3, done: false });
  });

  it('ends with LIMIT_EXCEEDED when the reader falls more than the bound behind, holding no more than the bound', async () => {
    let ended = 0;
    const stream = new ChangeStream<number>(1000, () => ended++);
    for (let i = 0; i < 5000; i++) stream.push(i);
    expect(ended).toBe(1);
    await expect(stream.next()).rejects.toMatchObject({ extensions: { code: 'LIMIT_EXCEEDED' } });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('runs onEnd once on return(), ends waiting readers, and ignores later pushes', async () => {
    let ended = 0;
    const stream = new ChangeStream<number>(10, () => ended++);
    const waiting = stream.next();
    await stream.return();
    await stream.return();
    stream.push(1);
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(ended).toBe(1);
  });

  it('rejects a waiting reader with the error it fails with', async () => {
    const stream = new ChangeStream<number>(10, () => {});
    const waiting = stream.next();
    stream.fail(new GraphQLError('gone', { extensions: { code: 'FORBIDDEN' } }));
    await expect(waiting).rejects.toMatchObject({ message: 'gone', extensions: { code: 'FORBIDDEN' } });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });
});
