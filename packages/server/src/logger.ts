// Structured logs: pino (Fastify's logger) in the server, anything with the same shape in tests.
import { pino } from 'pino';

/** The part of a pino logger the server uses. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** A pino logger writing JSON lines to stdout at `level` ('silent' for none). */
export function createLogger(level = 'info'): pino.Logger {
  return pino({ level, base: { pid: process.pid }, redact: { paths: ['token', '*.token', 'req.headers.authorization'], censor: '[secret]' } });
}
