import sqlite3 from 'sqlite3';

/** One sqlite3 connection with promises: its statements run one at a time, in the order given. */
export class SqliteDb {
  private constructor(private readonly db: sqlite3.Database) {}

  static open(file: string): Promise<SqliteDb> {
    return new Promise((resolve, reject) => {
      const db: sqlite3.Database = new sqlite3.Database(file, (error) =>
        error ? reject(error) : resolve(new SqliteDb(db)),
      );
    });
  }

  exec(sql: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.db.exec(sql, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** The number of rows the statement changed. */
  run(sql: string, params: unknown[]): Promise<number> {
    return new Promise((resolve, reject) =>
      this.db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
        if (error) reject(error);
        else resolve(this.changes);
      }),
    );
  }

  all<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) =>
      this.db.all(sql, params, (error: Error | null, rows: Row[]) =>
        error ? reject(error) : resolve(rows),
      ),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.db.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
