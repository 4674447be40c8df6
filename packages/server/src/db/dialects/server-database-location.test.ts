import { describe, expect, it } from 'vitest';
import { dialectFor } from './dialect-of.js';
import type { ConnectionSettings } from './dialect.js';

const BASE: ConnectionSettings = {
  DB_CLIENT: 'pg',
  DB_FILENAME: './data/tessera.db',
  DB_CONNECTION_STRING: undefined,
  DB_HOST: 'db.internal',
  DB_PORT: undefined,
  DB_USER: 'cms',
  DB_PASSWORD: 'secret-password',
  DB_DATABASE: 'content',
  DB_POOL_MAX: 10,
};

describe('where each database keeps the data, in words', () => {
  it('names the file, or the database and server, and never the password', () => {
    expect(dialectFor('sqlite3').describeLocation({ ...BASE, DB_CLIENT: 'sqlite3', DB_FILENAME: '/srv/cms/data.db' })).toBe(
      'the SQLite file /srv/cms/data.db',
    );
    expect(dialectFor('pg').describeLocation(BASE)).toBe('PostgreSQL database content on db.internal:5432');
    expect(dialectFor('mysql').describeLocation({ ...BASE, DB_CLIENT: 'mysql', DB_PORT: 3307 })).toBe(
      'MariaDB/MySQL database content on db.internal:3307',
    );
    const fromUrl = dialectFor('pg').describeLocation({ ...BASE, DB_CONNECTION_STRING: 'postgres://cms:secret-password@db:6432/site' });
    expect(fromUrl).toBe('PostgreSQL database site on db:6432');
    expect(fromUrl).not.toContain('secret-password');
  });
});
