import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import PinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

export function chooseLogFormat(setting: 'auto' | LogFormat, nodeEnv: string, stdoutIsTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return nodeEnv !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

/** The request's own line already says these in words; the JSON lines keep them. */
const PRETTY_HIDDEN_FIELDS = 'pid,hostname,reqId,req,res,responseTime,context';

/** Once a closed terminal or pipe is gone, lines are dropped instead of failing the stop that follows. */
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
  destination?: DestinationStream;
};

/** Errors go to stderr too: the harnesses keep a failed start's stderr. */
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
