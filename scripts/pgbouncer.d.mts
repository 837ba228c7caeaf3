/** PgBouncer in transaction mode on 127.0.0.1:`port`, in front of every database of `serverUrl`. */
export function startPgbouncer(options: { program: string; serverUrl: string; port: number }): Promise<{
  /** The pooler's URL with no database: set the path to a database of the server. */
  url: string;
  stop(): Promise<void>;
}>;
