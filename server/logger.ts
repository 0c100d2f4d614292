/**
 * One JSON object per line on stdout, so a log shipper can parse every line without guessing.
 * Callers pass only operational fields: never request bodies, e-mail addresses or phone numbers.
 */

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export const logLevels = Object.keys(rank) as LogLevel[];

/** Errors do not serialise with JSON.stringify; keep what an operator needs and nothing from the payload. */
export function describeError(error: unknown): LogFields {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { error: error.message, errorName: error.name, ...(code ? { code } : {}), ...(cause ? { cause } : {}) };
  }
  return { error: String(error) };
}

export function createLogger(level: LogLevel = "info", write: (line: string) => void = (line) => process.stdout.write(line + "\n")): Logger {
  const threshold = rank[level];
  const emit = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (rank[lvl] < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return {
    debug: (msg, fields) => emit("debug", msg, fields),
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
  };
}

/** A logger that keeps its lines in memory: for tests that check what was (and was not) logged. */
export function createMemoryLogger(): Logger & { lines: Array<LogFields & { level: string; msg: string }> } {
  const lines: Array<LogFields & { level: string; msg: string }> = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line)));
  return Object.assign(logger, { lines });
}

export const silentLogger: Logger = createLogger("silent");
