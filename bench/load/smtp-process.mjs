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
 * @property {() => Promise<void>} close
 */

/** Asks the child one question and resolves with its answer (one question at a time). */
async function ask(child, question) {
  child.send(question);
  const [answer] = await once(child, 'message');
  return answer;
}

/** @returns {Promise<SmtpProcess>} */
export async function startSmtpProcess() {
  const child = fork(fileURLToPath(import.meta.url), [CHILD_ARGUMENT], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [{ url }] = await once(child, 'message');
  return {
    url,
    receivedMessageIds: async () => (await ask(child, 'received')).messageIds,
    forget: async () => void (await ask(child, 'forget')),
    close: async () => {
      child.send('close');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

if (process.argv[2] === CHILD_ARGUMENT && process.send) {
  const server = await startSmtpServer({ parse: false });
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
