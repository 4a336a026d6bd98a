// A real SMTP server (the `smtp-server` package, nodemailer's own) on loopback for the API tests,
// the multi-process tests and the load benchmark: it keeps every mail it accepts, parsed, and can
// refuse or hold mail to stand for an outage.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} ReceivedMail
 * @property {string} from the envelope sender
 * @property {string[]} to the envelope recipients
 * @property {string} raw the message as it arrived
 * @property {string | undefined} messageId its Message-ID header
 * @property {import('mailparser').ParsedMail | undefined} parsed the whole message parsed (unless started with `parse: false`)
 */

/**
 * @typedef {object} Attempt
 * @property {string[]} to the envelope recipients
 * @property {number} at Date.now() when its data had arrived
 * @property {boolean} accepted
 */

/**
 * @typedef {object} TestSmtpServer
 * @property {string} url `smtp://127.0.0.1:<port>`, for SMTP_URL
 * @property {ReceivedMail[]} received every mail accepted, in order
 * @property {Attempt[]} attempts every mail a client sent whole, accepted or refused, in order
 * @property {(count: number | 'always', responseCode?: number) => void} refuse answers the next `count` mails (or every one) after their data with `responseCode`: 451 (the default) is a temporary failure, 5xx a permanent one; `refuse(0)` accepts again
 * @property {() => void} hold keeps every new connection waiting for its greeting, as a hung server does
 * @property {() => void} release greets the connections held and accepts new ones as usual
 * @property {() => number[]} held the client ports of the connections waiting to be greeted
 * @property {(count: number, timeoutMs?: number) => Promise<ReceivedMail[]>} waitFor resolves once `count` mails have arrived
 * @property {() => Promise<void>} close
 */

const WAIT_TIMEOUT_MS = 30_000;

/** The Message-ID header, unfolded (a long one continues on the next line). */
const MESSAGE_ID = /^Message-ID:\s*(<[^>\s]+>)/im;

/**
 * Starts the server on a free port of 127.0.0.1 (no TLS, no login: loopback only). `parse: false`
 * leaves mailparser's work out (the load benchmark only compares Message-IDs).
 * @param {{ port?: number, parse?: boolean }} [options]
 * @returns {Promise<TestSmtpServer>}
 */
export async function startSmtpServer({ port = 0, parse = true } = {}) {
  /** @type {ReceivedMail[]} */
  const received = [];
  /** @type {(() => void)[]} */
  let waiters = [];
  /** @type {{ id: string, port: number, greet: () => void }[]} */
  let heldGreetings = [];
  let holding = false;
  /** @type {number | 'always'} */
  let refusals = 0;
  let refusalCode = 451;
  /** @type {Attempt[]} */
  const attempts = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A test's end: the API's pooled connections are told 421 at once instead of after 30 s.
    closeTimeout: 100,
    onConnect(session, callback) {
      if (holding) heldGreetings.push({ id: session.id, port: session.remotePort, greet: () => callback() });
      else callback();
    },
    // A client that gave up (or died) while held is not greeted later.
    onClose(session) {
      heldGreetings = heldGreetings.filter((held) => held.id !== session.id);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const accepted = refusals !== 'always' && refusals <= 0;
        attempts.push({ to, at: Date.now(), accepted });
        if (!accepted) {
          if (refusals !== 'always') refusals -= 1;
          callback(Object.assign(new Error(refusalCode >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusalCode }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw,
          messageId: MESSAGE_ID.exec(raw)?.[1],
          parsed: parse ? await simpleParser(raw) : undefined,
        });
        callback();
        const woken = waiters;
        waiters = [];
        woken.forEach((wake) => wake());
      });
    },
  });
  await new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListening(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    attempts,
    refuse: (count, responseCode = 451) => {
      refusals = count;
      refusalCode = responseCode;
    },
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      const greetings = heldGreetings;
      heldGreetings = [];
      greetings.forEach(({ greet }) => greet());
    },
    held: () => heldGreetings.map(({ port }) => port),
    waitFor: async (count, timeoutMs = WAIT_TIMEOUT_MS) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((wake) => {
          const timer = setTimeout(wake, left);
          waiters.push(() => {
            clearTimeout(timer);
            wake(undefined);
          });
        });
      }
      return received;
    },
    close: () => new Promise((resolveClosed) => server.close(() => resolveClosed(undefined))),
  };
}
