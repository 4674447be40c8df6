import type { Geometry, GeometryType, Position } from './geojson.js';

/**
 * Well-Known Binary (OGC simple features), plain or as EWKB: WKB with an SRID flag and the SRID
 * after the type (PostGIS's form). Written little-endian and two-dimensional; read in either byte
 * order, with Z kept and M dropped.
 */

const TYPE_CODES: Record<GeometryType, number> = {
  Point: 1,
  LineString: 2,
  Polygon: 3,
  MultiPoint: 4,
  MultiLineString: 5,
  MultiPolygon: 6,
  GeometryCollection: 7,
};
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE_CODES).map(([name, code]) => [code, name])) as Record<number, GeometryType>;

const EWKB_Z = 0x80000000;
const EWKB_M = 0x40000000;
const EWKB_SRID = 0x20000000;

/** A geometry → its WKB bytes; EWKB carrying `srid` when one is given. */
export function toWkb(geometry: Geometry, options: { srid?: number } = {}): Buffer {
  const writer = new Writer();
  writeGeometry(writer, geometry, options.srid ?? null);
  return writer.done();
}

/** WKB or EWKB bytes (what ST_AsBinary and PostGIS columns give) → a GeoJSON geometry. */
export function fromWkb(bytes: Uint8Array): Geometry {
  const reader = new Reader(bytes);
  const geometry = readGeometry(reader, 0);
  if (!reader.atEnd()) throw new Error('Trailing bytes after a WKB geometry');
  return geometry;
}

function writeGeometry(writer: Writer, geometry: Geometry, srid: number | null): void {
  writer.byte(1);
  const code = TYPE_CODES[geometry.type];
  if (srid === null) {
    writer.uint32(code);
  } else {
    writer.uint32((code | EWKB_SRID) >>> 0);
    writer.uint32(srid);
  }
  switch (geometry.type) {
    case 'Point':
      return writer.position(geometry.coordinates);
    case 'LineString':
      return writer.positions(geometry.coordinates);
    case 'Polygon':
      writer.uint32(geometry.coordinates.length);
      for (const ring of geometry.coordinates) writer.positions(ring);
      return;
    case 'MultiPoint':
      return writeMembers(
        writer,
        geometry.coordinates.map((coordinates) => ({ type: 'Point', coordinates })),
      );
    case 'MultiLineString':
      return writeMembers(
        writer,
        geometry.coordinates.map((coordinates) => ({ type: 'LineString', coordinates })),
      );
    case 'MultiPolygon':
      return writeMembers(
        writer,
        geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates })),
      );
    case 'GeometryCollection':
      return writeMembers(writer, geometry.geometries);
  }
}

function writeMembers(writer: Writer, members: Geometry[]): void {
  writer.uint32(members.length);
  for (const member of members) writeGeometry(writer, member, null);
}

function readGeometry(reader: Reader, depth: number): Geometry {
  if (depth > 32) throw new Error('WKB nested too deeply');
  reader.littleEndian = reader.byte() === 1;
  const raw = reader.uint32();
  // EWKB flags in the high bits; ISO WKB adds 1000 (Z), 2000 (M) or 3000 (ZM) to the type.
  const iso = Math.floor((raw & 0xffff) / 1000);
  const hasZ = (raw & EWKB_Z) !== 0 || iso === 1 || iso === 3;
  const hasM = (raw & EWKB_M) !== 0 || iso === 2 || iso === 3;
  if ((raw & EWKB_SRID) !== 0) reader.uint32();
  const type = TYPE_NAMES[(raw & 0xffff) % 1000];
  if (!type) throw new Error(`Unknown WKB geometry type ${raw}`);
  const dims = { hasZ, hasM };
  switch (type) {
    case 'Point':
      return { type, coordinates: reader.position(dims) };
    case 'LineString':
      return { type, coordinates: reader.positions(dims) };
    case 'Polygon':
      return { type, coordinates: reader.repeat(() => reader.positions(dims)) };
    case 'MultiPoint':
      return { type, coordinates: members(reader, depth, 'Point').map((member) => member.coordinates) };
    case 'MultiLineString':
      return { type, coordinates: members(reader, depth, 'LineString').map((member) => member.coordinates) };
    case 'MultiPolygon':
      return { type, coordinates: members(reader, depth, 'Polygon').map((member) => member.coordinates) };
    case 'GeometryCollection':
      return { type, geometries: reader.repeat(() => readGeometry(reader, depth + 1)) };
  }
}

function members<T extends GeometryType>(reader: Reader, depth: number, type: T): Array<Extract<Geometry, { type: T }>> {
  return reader.repeat(() => {
    const member = readGeometry(reader, depth + 1);
    if (member.type !== type) throw new Error(`A WKB multi-geometry holds a ${member.type} where a ${type} belongs`);
    return member as Extract<Geometry, { type: T }>;
  });
}

class Writer {
  private buffer = Buffer.alloc(64);
  private offset = 0;

  byte(value: number): void {
    this.reserve(1);
    this.buffer.writeUInt8(value, this.offset++);
  }

  uint32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32LE(value, this.offset);
    this.offset += 4;
  }

  position([x, y]: Position): void {
    this.reserve(16);
    this.buffer.writeDoubleLE(x, this.offset);
    this.buffer.writeDoubleLE(y, this.offset + 8);
    this.offset += 16;
  }

  positions(list: Position[]): void {
    this.uint32(list.length);
    for (const item of list) this.position(item);
  }

  done(): Buffer {
    return this.buffer.subarray(0, this.offset);
  }

  private reserve(size: number): void {
    if (this.offset + size <= this.buffer.length) return;
    const next = Buffer.alloc(Math.max(this.buffer.length * 2, this.offset + size));
    this.buffer.copy(next, 0, 0, this.offset);
    this.buffer = next;
  }
}

class Reader {
  littleEndian = true;
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  atEnd(): boolean {
    return this.offset === this.bytes.byteLength;
  }

  byte(): number {
    this.need(1);
    return this.view.getUint8(this.offset++);
  }

  uint32(): number {
    this.need(4);
    const value = this.view.getUint32(this.offset, this.littleEndian);
    this.offset += 4;
    return value;
  }

  double(): number {
    this.need(8);
    const value = this.view.getFloat64(this.offset, this.littleEndian);
    this.offset += 8;
    return value;
  }

  position({ hasZ, hasM }: { hasZ: boolean; hasM: boolean }): Position {
    const position = [this.double(), this.double()];
    if (hasZ) position.push(this.double());
    if (hasM) this.double();
    return position as Position;
  }

  positions(dims: { hasZ: boolean; hasM: boolean }): Position[] {
    return this.repeat(() => this.position(dims));
  }

  repeat<T>(read: () => T): T[] {
    const count = this.uint32();
    // Every item takes at least one byte: a count beyond what is left is corrupt, not a huge allocation.
    if (count > this.bytes.byteLength - this.offset) throw new Error('WKB count beyond the end of the value');
    return Array.from({ length: count }, read);
  }

  private need(count: number): void {
    if (this.offset + count > this.bytes.byteLength) throw new Error('WKB value ends early');
  }
}
