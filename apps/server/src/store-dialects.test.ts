import { migrations as postgresMigrations, markPhrase } from './services/store/postgres';
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

  it('marks each run of the searched words once, as FTS5 highlights them', () => {
    const marks = (text: string, words: string[]) =>
      markPhrase(text, words).replaceAll('\u0002', '[').replaceAll('\u0003', ']');
    expect(marks("Let's begin with a question.", ['begin', 'with', 'a', 'quest'])).toBe(
      "Let's [begin with a question].",
    );
    expect(marks('La facilitación, facilitar.', ['facilitacion'])).toBe(
      'La [facilitación], facilitar.',
    );
    expect(marks('Go go GO home', ['go'])).toBe('[Go] [go] [GO] home');
    expect(marks('nothing here', ['else'])).toBe('nothing here');
  });
});
