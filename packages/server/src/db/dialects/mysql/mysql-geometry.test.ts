import { describe, expect, it } from 'vitest';
import { fromWkb } from '../../../utils/geometry/wkb.js';
import { mysqlGeometry } from './mysql-geometry.js';

describe('MariaDB geometry values', () => {
  it('are the storage format: a 4-byte SRID (0, as ST_GeomFromGeoJSON gives), then WKB', () => {
    const value = mysqlGeometry.geometryValue({ type: 'Point', coordinates: [1, 2] }) as Buffer;
    expect(value.toString('hex').toUpperCase()).toBe('000000000101000000000000000000F03F0000000000000040');
    expect(fromWkb(value.subarray(4))).toEqual({ type: 'Point', coordinates: [1, 2] });
  });
});
