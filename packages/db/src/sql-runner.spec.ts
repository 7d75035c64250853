import { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { createEmptyDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { buildDataSourceOptions } from './data-source-options';
import { pooledRunner, queryNamed, queryPooled } from './sql-runner';

describe('queryNamed (real PostgreSQL)', () => {
  let name: string;
  let db: DataSource;

  beforeAll(async () => {
    name = await createEmptyDatabase();
    // One connection, so the statements prepared are the ones the next query sees.
    db = await new DataSource(buildDataSourceOptions(databaseUrl(name), 1)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(name);
  });

  const prepared = async () => ((await db.query('SELECT name FROM pg_prepared_statements')) as Array<{ name: string }>).map((row) => row.name);

  it('runs a DataSource query as a statement the connection prepares once', async () => {
    expect(await queryNamed(db, 'spec.double', 'SELECT $1::int * 2 AS n', [21])).toEqual([{ n: 42 }]);
    expect(await queryNamed(db, 'spec.double', 'SELECT $1::int * 2 AS n', [5])).toEqual([{ n: 10 }]);
    expect(await prepared()).toEqual(['spec.double']);
  });

  it('runs an unnamed read on the pool, preparing nothing', async () => {
    const before = await prepared();
    expect(await queryPooled(db, 'SELECT $1::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual(before);
    const failure = await queryPooled(db, 'SELECT $1::uuid AS id', ['nope']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
  });

  it("runs a transaction's query unnamed, on the transaction's connection", async () => {
    const rows = await db.transaction((m) => queryNamed(m, 'spec.in-transaction', 'SELECT $1::text AS s', ['x']));
    expect(rows).toEqual([{ s: 'x' }]);
    expect(await prepared()).not.toContain('spec.in-transaction');
  });

  it('fails as TypeORM does, with the driver error inside', async () => {
    const failure = await queryNamed(db, 'spec.bad-uuid', 'SELECT $1::uuid AS id', ['not a uuid']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toMatchObject({ code: '22P02' });
  });

  it('runs a node-postgres pool as a SqlRunner that reads as a DataSource does', async () => {
    const pool = new Pool({ connectionString: databaseUrl(name), max: 1 });
    try {
      const runner = pooledRunner(pool);
      expect(await runner.query('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
      expect(await queryNamed(runner, 'spec.pooled', 'SELECT $1::int AS n', [8])).toEqual([{ n: 8 }]);
      const names = ((await pool.query('SELECT name FROM pg_prepared_statements')).rows as Array<{ name: string }>).map((row) => row.name);
      expect(names).toEqual(['spec.pooled']);
    } finally {
      await pool.end();
    }
  });
});
