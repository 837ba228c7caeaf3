type Level = 'info' | 'warn' | 'error';

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

function errorFields(fields: Record<string, unknown> | undefined) {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { name: v.name, message: v.message } : v]),
  );
}

/** One JSON object per line on stdout (info) or stderr (warn, error). */
export function createLogger(write: (level: Level, line: string) => void = defaultWrite): Logger {
  const emit = (level: Level, msg: string, fields?: Record<string, unknown>) =>
    write(level, JSON.stringify({ time: new Date().toISOString(), level, msg, ...errorFields(fields) }));
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

function defaultWrite(level: Level, line: string) {
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
