import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes one JSON object a line, with API keys cut from error messages and stacks', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const error = new Error('GET https://api.example/v2/api?module=account&apikey=S3CRET failed');
    logger.warn({ err: error }, 'source failed');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { err: { message: string; stack: string } };
    expect(line.err.message).toContain('apikey=***');
    expect(lines[0]).not.toContain('S3CRET');
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    createLogger('warn', { write: (line: string) => void lines.push(line) }).info('hello');
    expect(lines).toEqual([]);
  });
});
