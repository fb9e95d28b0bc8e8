/* The part of `pg` the benches use (the package ships no types and @types/pg is not a dependency). */
declare module 'pg' {
  interface QueryResult {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are whatever the query selects
    rows: Record<string, any>[]
  }
  interface Queryable {
    query(text: string, values?: unknown[]): Promise<QueryResult>
    end(): Promise<void>
  }
  class Pool implements Queryable {
    constructor(options: { connectionString?: string; max?: number })
    query(text: string, values?: unknown[]): Promise<QueryResult>
    end(): Promise<void>
  }
  class Client implements Queryable {
    constructor(options: { connectionString?: string })
    connect(): Promise<void>
    query(text: string, values?: unknown[]): Promise<QueryResult>
    end(): Promise<void>
  }
  const pg: { Pool: typeof Pool; Client: typeof Client }
  export default pg
  export type { Client, Pool }
}
