/**
 * One JSON object per line on stdout, so a log shipper can parse every line without guessing.
 * Callers pass only operational fields: never request bodies, e-mail addresses or phone numbers.
 */
import { format } from "node:util";

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

/** Longest request path a log line carries: enough to recognise it, never a 16 KB line. */
const loggedPathChars = 200;

/** A request target as logged: the path only (queries may hold personal data), cut to a readable length. */
export function logPath(target: string): string {
  const path = target.split("?", 1)[0];
  return path.length > loggedPathChars ? `${path.slice(0, loggedPathChars)}…(${path.length} chars)` : path;
}

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): Logger {
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

export const silentLogger: Logger = createLogger("silent");

/**
 * Where an error was thrown, on the same line: the stack's first frames say where; the rest is the
 * framework's own plumbing.
 */
export function stackFields(error: unknown): LogFields {
  if (!(error instanceof Error) || !error.stack) return {};
  return {
    stack: error.stack
      .split("\n")
      .slice(1, 6)
      .map((frame) => frame.trim())
      .join(" | "),
  };
}

/** Longest text a line carries from a library's console call (a framework message may quote a 16 KB path). */
const consoleTextChars = 500;

function consoleFields(args: unknown[]): LogFields {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = format(...args.filter((arg) => !(arg instanceof Error)));
  const fields: LogFields = error ? describeError(error) : {};
  if (text) fields.detail = text.length > consoleTextChars ? `${text.slice(0, consoleTextChars)}…` : text;
  if (error) Object.assign(fields, stackFields(error));
  return fields;
}

/**
 * Sends what libraries print with console.* (React Router's warnings and render errors, React's stream
 * errors) through the logger, so stdout stays one JSON object per line whatever the framework does.
 * For the server process only; returns a function that restores the console.
 */
export function routeConsoleToLogger(logger: Logger): () => void {
  const saved = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    debug: console.debug,
  };
  console.log = (...args: unknown[]) => logger.info("console", consoleFields(args));
  console.info = console.log;
  console.debug = (...args: unknown[]) => logger.debug("console", consoleFields(args));
  console.warn = (...args: unknown[]) => logger.warn("console", consoleFields(args));
  console.error = (...args: unknown[]) => logger.error("console", consoleFields(args));
  return () => Object.assign(console, saved);
}
