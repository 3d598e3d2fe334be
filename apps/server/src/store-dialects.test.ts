import { migrations as postgresMigrations } from './services/store/postgres';
import { migrations } from './services/store/sqlite';

describe('the PostgreSQL dialect', () => {
  it('has the same migration versions and names as libSQL, each in its own DDL', () => {
    expect(postgresMigrations.map(({ version, name }) => ({ version, name }))).toEqual(
      migrations.map(({ version, name }) => ({ version, name })),
    );
    const ddl = postgresMigrations.flatMap((migration) => migration.sql).join('\n');
    expect(ddl).not.toMatch(/AUTOINCREMENT|COLLATE NOCASE|VIRTUAL TABLE|json_set|\bINTEGER\b/);
    expect(ddl).toMatch(/CREATE UNIQUE INDEX users_email ON users \(lower\(email\)\)/);
  });
});
