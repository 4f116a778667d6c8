import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** JSON lines on stdout; every request log carries its request id. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: { service: 'comanda' }, timestamp: pino.stdTimeFunctions.isoTime });
}
