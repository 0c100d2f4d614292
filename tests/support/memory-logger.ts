/** A logger that keeps its JSON lines in memory, so a test can read what the server logged. */
import { createLogger, type LogFields, type Logger } from "../../server/logger";

export type LoggedLine = LogFields & { level: string; msg: string };

export function createMemoryLogger(): Logger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line) as LoggedLine));
  return Object.assign(logger, { lines });
}
