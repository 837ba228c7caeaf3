import { AppError } from '../../http/app-error';

/**
 * The imports this process is receiving or reading in a request now, per account and in all.
 * Counted before anything is awaited: two uploads sent together cannot both slip under a limit
 * that a count of the database alone, read by each before the other has written its row, would
 * let through. The install's limit bounds the upload bytes held in memory at once (six 5 MB
 * exports at once are borne on the 128 MB server: `import-probe-process.test.ts`).
 */
export class ImportGate {
  /** Per account, the requests under way that have no row of their own yet. */
  private readonly rowless = new Map<string, number>();
  private total = 0;

  constructor(private readonly installAtOnce: number) {}

  /**
   * Her other imports under way in this process that have no row yet, read when asked: one whose
   * row is written is counted by the database, not twice. `stored` just before its row is
   * written; `leave` when the request ends, however it ends.
   */
  enter(userId: string): { others: () => number; stored: () => void; leave: () => void } {
    if (this.total >= this.installAtOnce) throw new AppError('import_install_busy');
    this.total += 1;
    this.change(userId, 1);
    let rowless = true;
    let left = false;
    const stored = () => {
      if (!rowless) return;
      rowless = false;
      this.change(userId, -1);
    };
    return {
      others: () => (this.rowless.get(userId) ?? 0) - (rowless ? 1 : 0),
      stored,
      leave: () => {
        if (left) return;
        left = true;
        stored();
        this.total -= 1;
      },
    };
  }

  private change(userId: string, by: number) {
    const now = (this.rowless.get(userId) ?? 0) + by;
    if (now === 0) this.rowless.delete(userId);
    else this.rowless.set(userId, now);
  }
}
