import { AppError } from '../../http/app-error';

/**
 * The imports this process is receiving or reading in a request now, per account and in all.
 * Counted before anything is awaited: two uploads sent together cannot both slip under a limit
 * that a count of the database alone, read by each before the other has written its row, would
 * let through. The install's limit bounds the upload bytes held in memory at once (six 5 MB
 * exports at once are borne on the 128 MB server: `import-probe-process.test.ts`).
 */
export class ImportGate {
  private readonly underWay = new Map<string, number>();
  private total = 0;

  constructor(private readonly installAtOnce: number) {}

  /** Her other imports under way in this process; `leave` when the request ends, however it ends. */
  enter(userId: string): { others: number; leave: () => void } {
    if (this.total >= this.installAtOnce) throw new AppError('import_install_busy');
    const others = this.underWay.get(userId) ?? 0;
    this.underWay.set(userId, others + 1);
    this.total += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.total -= 1;
      const now = (this.underWay.get(userId) ?? 1) - 1;
      if (now === 0) this.underWay.delete(userId);
      else this.underWay.set(userId, now);
    };
    return { others, leave };
  }
}
