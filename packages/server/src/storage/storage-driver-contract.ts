import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageNotFound, type StorageDriver } from './storage-driver.js';

/** How a driver under test is made: once per suite (`start`), then one fresh driver per test. */
export interface DriverUnderTest {
  start?(): Promise<void>;
  /** A driver over empty storage. */
  create(): Promise<StorageDriver>;
  /** Everything the storage holds besides the driver's own keys (temporary files, unfinished uploads): must stay empty. */
  leftovers(): Promise<string[]>;
  cleanUp?(): Promise<void>;
  stop?(): Promise<void>;
}

const keysOf = async (driver: StorageDriver, prefix: string) => {
  const keys: string[] = [];
  for await (const key of driver.list(prefix)) keys.push(key);
  return keys.sort();
};

/**
 * `size` bytes of a repeating pattern, made as they are read from one shared chunk (so the source
 * itself allocates nothing): whatever memory grows while it is written is the driver's.
 */
function patternStream(size: number, chunkSize = 64 * 1024): Readable {
  const chunk = Buffer.alloc(chunkSize, 'tessera-');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const next = Math.min(chunkSize, size - sent);
      sent += next;
      this.push(chunk.subarray(0, next));
    },
  });
}

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/**
 * One contract every storage driver keeps (local disk and S3 alike): what `StorageDriver` promises,
 * proved against the real storage.
 */
export function describeStorageDriverContract(name: string, subject: DriverUnderTest): void {
  describe(`${name} storage driver contract`, () => {
    let driver: StorageDriver;
    beforeAll(async () => subject.start?.(), 60_000);
    afterAll(async () => subject.stop?.());
    beforeEach(async () => {
      driver = await subject.create();
    });
    afterEach(async () => subject.cleanUp?.());

    it('writes, stats, reads whole and by range, lists and deletes', async () => {
      expect(await driver.write('a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain')).toEqual({ size: 11 });
      const info = await driver.stat('a.txt');
      expect(info?.size).toBe(11);
      expect(info?.modified).toBeInstanceOf(Date);
      expect(await text(await driver.read('a.txt'))).toBe('hello world');
      expect(await text(await driver.read('a.txt', { start: 6, end: 10 }))).toBe('world');
      expect(await text(await driver.read('a.txt', { start: 4, end: 4 }))).toBe('o');
      await driver.write('a__thumb.webp', Readable.from([Buffer.from('x')]));
      await driver.write('b.txt', Readable.from([Buffer.from('y')]));
      expect(await keysOf(driver, 'a')).toEqual(['a.txt', 'a__thumb.webp']);
      expect(await keysOf(driver, '')).toEqual(['a.txt', 'a__thumb.webp', 'b.txt']);
      await driver.delete('a.txt');
      expect(await driver.stat('a.txt')).toBeNull();
      await expect(driver.read('a.txt')).rejects.toBeInstanceOf(StorageNotFound);
      await driver.delete('a.txt');
      expect(await keysOf(driver, 'a')).toEqual(['a__thumb.webp']);
    });

    it('answers null and StorageNotFound for a key never written', async () => {
      expect(await driver.stat('never.bin')).toBeNull();
      await expect(driver.read('never.bin')).rejects.toBeInstanceOf(StorageNotFound);
      await expect(driver.read('never.bin', { start: 0, end: 3 })).rejects.toBeInstanceOf(StorageNotFound);
      await driver.delete('never.bin');
    });

    it('replaces an object written again under the same key', async () => {
      await driver.write('r.txt', Readable.from([Buffer.from('first version')]));
      expect(await driver.write('r.txt', Readable.from([Buffer.from('second')]))).toEqual({ size: 6 });
      expect(await text(await driver.read('r.txt'))).toBe('second');
      expect((await driver.stat('r.txt'))?.size).toBe(6);
      expect(await keysOf(driver, 'r')).toEqual(['r.txt']);
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
      await expect(driver.write('c.bin', failing)).rejects.toThrow();
      expect(await keysOf(driver, '')).toEqual(['b.bin']);
      expect(await subject.leftovers()).toEqual([]);
    });

    it('leaves nothing behind when a large write fails after several parts', async () => {
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 'x');
      const failing = new Readable({
        read() {
          if (sent >= 12 * 1024 * 1024) return void this.destroy(new Error('connection cut'));
          sent += chunk.length;
          this.push(Buffer.from(chunk));
        },
      });
      await expect(driver.write('big.bin', failing)).rejects.toThrow('connection cut');
      expect(await driver.stat('big.bin')).toBeNull();
      expect(await keysOf(driver, '')).toEqual([]);
      expect(await subject.leftovers()).toEqual([]);
    });

    it.each(['../escape', 'a/b', '.hidden', '', '__proto__/x', 'a\\b', 'x'.repeat(300), 'a/../b'])('refuses the key %j', async (key) => {
      await expect(driver.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('is not a storage key');
      await expect(driver.stat(key)).rejects.toThrow('is not a storage key');
      await expect(driver.read(key)).rejects.toThrow('is not a storage key');
      await expect(driver.delete(key)).rejects.toThrow('is not a storage key');
    });

    // Large enough that the parts a driver rightly keeps in flight (S3: two 5 MB parts and the one
    // being filled, copies included) plus garbage not yet collected (about 40 MB for S3 here, whatever the
    // size) stay well under the whole.
    it('streams 128 MB without holding it in memory', async () => {
      const size = 128 * 1024 * 1024;
      const before = process.memoryUsage().arrayBuffers;
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
      }, 5);
      try {
        expect(await driver.write('large.bin', patternStream(size))).toEqual({ size });
      } finally {
        clearInterval(sampler);
      }
      expect((await driver.stat('large.bin'))?.size).toBe(size);
      expect(await sha256(await driver.read('large.bin'))).toBe(await sha256(patternStream(size)));
      expect(await text(await driver.read('large.bin', { start: size - 8, end: size - 1 }))).toBe('tessera-');
      // Held at once: a few parts in flight, never the whole stream.
      console.log(`${name}: peak ${(peak / 1024 / 1024).toFixed(1)} MB of array buffers while streaming ${size / 1024 / 1024} MB`);
      expect(peak).toBeLessThan(size / 2);
    }, 60_000);
  });
}
