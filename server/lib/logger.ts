import pino from 'pino';
import { env } from './env.ts';

export const logger = pino({
  level: process.env.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : env().LOG_LEVEL,
  base: undefined,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'refresh', 'access'],
});
