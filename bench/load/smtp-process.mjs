// The harness's SMTP server (infra/scripts/smtp-server.mjs) in a process of its own, as a real mail
// server would be: the mail it takes in during a support run then does not hold up the event loop
// of the load generator, which measures the API's answers in the benchmark's process.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../../infra/scripts/smtp-server.mjs';

const CHILD_ARGUMENT = 'smtp-server';

/**
 * @typedef {object} SmtpProcess
 * @property {string} url `smtp://127.0.0.1:<port>`, for SMTP_URL
 * @property {() => Promise<string[]>} receivedMessageIds the Message-ID of every mail accepted since the start or the last `forget`
 * @property {() => Promise<void>} forget drops what was received so far
 * @property {() => Promise<void>} down stops the server, as an outage: connections to its port are refused
 * @property {() => Promise<void>} up starts it again on the same port
 * @property {() => Promise<void>} close
 */

/** Asks the child one question and resolves with its answer (one question at a time). */
async function ask(child, question) {
  child.send(question);
  const [answer] = await once(child, 'message');
  return answer;
}

/** Starts a server process on `port` (0: a free one); resolves with it and its address. */
async function startChild(port) {
  const child = fork(fileURLToPath(import.meta.url), [CHILD_ARGUMENT, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [{ url }] = await once(child, 'message');
  return { child, url };
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  child.send('close');
  await once(child, 'exit');
}

/** @returns {Promise<SmtpProcess>} */
export async function startSmtpProcess() {
  let { child, url } = await startChild(0);
  const port = Number(new URL(url).port);
  /** What the servers stopped by `down` had received. */
  let earlier = [];
  let running = true;
  return {
    url,
    receivedMessageIds: async () => [...earlier, ...(running ? (await ask(child, 'received')).messageIds : [])],
    forget: async () => {
      earlier = [];
      if (running) await ask(child, 'forget');
    },
    down: async () => {
      earlier.push(...(await ask(child, 'received')).messageIds);
      running = false;
      await stopChild(child);
    },
    up: async () => {
      ({ child } = await startChild(port));
      running = true;
    },
    close: () => stopChild(child),
  };
}

if (process.argv[2] === CHILD_ARGUMENT && process.send) {
  const server = await startSmtpServer({ port: Number(process.argv[3]), parse: false });
  process.on('message', async (question) => {
    if (question === 'received') process.send({ messageIds: server.received.map((mail) => mail.messageId) });
    if (question === 'forget') {
      server.received.length = 0;
      process.send({});
    }
    if (question === 'close') {
      await server.close();
      process.exit(0);
    }
  });
  process.send({ url: server.url });
}
