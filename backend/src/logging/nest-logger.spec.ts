import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { createAppLogger } from './app-logger';
import { NestLogger } from './nest-logger';

function capture(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, nest: new NestLogger(createAppLogger({ level, format: 'json', destination })) };
}

describe('NestLogger', () => {
  it('writes Nest lines through pino with their context, and a stack under err', () => {
    const { lines, nest } = capture('info');
    nest.log('Mail sent', 'SupportMailer');
    nest.error('Mail failed', 'Error: boom\n    at send (mailer.ts:1:1)', 'SupportMailer');
    nest.warn({ msg: 'slow', ms: 900 }, 'TypeOrmModule');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'SupportMailer', msg: 'Mail sent' }),
      expect.objectContaining({ level: 50, context: 'SupportMailer', msg: 'Mail failed', err: { stack: 'Error: boom\n    at send (mailer.ts:1:1)' } }),
      expect.objectContaining({ level: 40, context: 'TypeOrmModule', msg: 'slow', ms: 900 }),
    ]);
  });

  it('keeps Nest start-up chatter (a line per module and route) at debug', () => {
    const { lines, nest } = capture('info');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(lines).toEqual([]);
    const verbose = capture('debug');
    verbose.nest.log('AppModule dependencies initialized', 'InstanceLoader');
    expect(verbose.lines).toEqual([expect.objectContaining({ level: 20, context: 'InstanceLoader' })]);
  });

  it('serves as the logger behind Nest Logger instances', () => {
    const { lines, nest } = capture('info');
    Logger.overrideLogger(nest);
    try {
      new Logger('ThrottlerGuard').error(new Error('storage down'));
    } finally {
      Logger.overrideLogger(false);
    }
    expect(lines).toEqual([expect.objectContaining({ level: 50, context: 'ThrottlerGuard', msg: 'storage down', err: expect.objectContaining({ message: 'storage down' }) })]);
  });
});
