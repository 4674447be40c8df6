import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDriver } from './local-driver.js';
import { StorageNotFound, type StorageDriver } from './storage-driver.js';

describe('local storage driver', () => {
  let root: string;
  let driver: StorageDriver;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-storage-'));
    driver = createLocalDriver(join(root, 'uploads'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes, stats, reads whole and by range, lists and deletes', async () => {
    expect(await driver.write('a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect((await driver.stat('a.txt'))?.size).toBe(11);
    expect(await text(await driver.read('a.txt'))).toBe('hello world');
    expect(await text(await driver.read('a.txt', { start: 6, end: 10 }))).toBe('world');
    await driver.write('a__thumb.webp', Readable.from([Buffer.from('x')]));
    const listed: string[] = [];
    for await (const key of driver.list('a')) listed.push(key);
    expect(listed.sort()).toEqual(['a.txt', 'a__thumb.webp']);
    await driver.delete('a.txt');
    expect(await driver.stat('a.txt')).toBeNull();
    await expect(driver.read('a.txt')).rejects.toBeInstanceOf(StorageNotFound);
    await driver.delete('a.txt');
  });

  it('leaves nothing behind, and keeps the old object, when a write fails part-way', async () => {
    await driver.write('b.bin', Readable.from([Buffer.from('old')]));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('cut'));
      },
    });
    await expect(driver.write('b.bin', failing)).rejects.toThrow('cut');
    expect(await text(await driver.read('b.bin'))).toBe('old');
    expect(await readdir(join(root, 'uploads'))).toEqual(['b.bin']);
  });

  it.each(['../escape', 'a/b', '.hidden', '', '__proto__/x', 'a\\b', 'x'.repeat(300)])('refuses the key %j', async (key) => {
    await expect(driver.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('is not a storage key');
    await expect(driver.stat(key)).rejects.toThrow('is not a storage key');
  });
});
