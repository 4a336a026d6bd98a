import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import PinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=auto: short lines for a person at a terminal outside production; JSON lines wherever
 * a program reads or keeps the logs (production, Docker, CI, the tests).
 */
export function chooseLogFormat(setting: 'auto' | LogFormat, nodeEnv: string, stdoutIsTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return nodeEnv !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

/** Fields that a pretty line leaves out: the request's own line already says them in words (the JSON lines keep them). */
const PRETTY_HIDDEN_FIELDS = 'pid,hostname,reqId,req,res,responseTime,context';

/** stdout or stderr; once it is gone (a closed terminal or pipe), lines are dropped instead of failing the stop that follows. */
function output(fd: 1 | 2): DestinationStream {
  const stream = pino.destination({ dest: fd, sync: true });
  stream.on('error', () => {
    stream.write = () => true;
  });
  return stream;
}

function prettyStream(destination: DestinationStream): DestinationStream {
  return PinoPretty({
    destination,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: PRETTY_HIDDEN_FIELDS,
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}

export type AppLoggerOptions = {
  level: LevelWithSilent;
  format: LogFormat;
  /** Instead of stdout and stderr (the tests read the lines back). */
  destination?: DestinationStream;
};

/**
 * The one logger of the process, shared by main.ts, Nest and Fastify so that every line has one
 * format. Errors go to stderr, the rest to stdout: the harnesses keep a failed start's stderr.
 */
export function createAppLogger({ level, format, destination }: AppLoggerOptions): Logger {
  if (destination) return pino({ level }, format === 'pretty' ? prettyStream(destination) : destination);
  const [out, errors] = format === 'pretty' ? [prettyStream(output(1)), prettyStream(output(2))] : [output(1), output(2)];
  return pino(
    { level },
    pino.multistream(
      [
        { level: 'trace', stream: out },
        { level: 'error', stream: errors },
      ],
      { dedupe: true },
    ),
  );
}
