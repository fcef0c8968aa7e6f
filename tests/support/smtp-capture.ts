import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { decodeHeader, leafParts, parseMime } from './mime';

export interface CapturedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCaptureOptions {
  /** Recipients refused for good (550), e.g. a domain an e2e test fails its e-mails with. */
  refuses?: (address: string) => boolean;
  /** How long to wait before answering a message to this recipient (0: at once). */
  delayMs?: (address: string) => number;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startSmtpCapture(port = 0, options: SmtpCaptureOptions = {}) {
  const messages: CapturedEmail[] = [];
  const waiters = new Set<() => void>();
  /** Recipients to refuse before accepting again (`refuse`), and how many were refused. */
  let refusalsLeft = 0;
  let refused = 0;
  /** While set, a message is answered only once it resolves (`hold`). */
  let held: Promise<void> | undefined;
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(recipient, _session, callback) {
      if (options.refuses?.(recipient.address.toLowerCase()))
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      if (refusalsLeft === 0) return callback();
      refusalsLeft -= 1;
      refused += 1;
      waiters.forEach((wake) => wake());
      // A temporary refusal, as a busy or greylisting server answers.
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      receiving += 1;
      stream.on('end', async () => {
        waiters.forEach((wake) => wake());
        await held;
        const delay = Math.max(
          0,
          ...session.envelope.rcptTo.map((to) => options.delayMs?.(to.address.toLowerCase()) ?? 0),
        );
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        const message = parseMime(Buffer.concat(chunks).toString('utf8'));
        const parts = leafParts(message);
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: decodeHeader(message.headers.get('subject') ?? ''),
          text: parts.find((part) => part.type === 'text/plain')?.text ?? '',
          html: parts.find((part) => part.type === 'text/html')?.text ?? '',
        });
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.server.address() as AddressInfo;

  /** Waits for the next message to `email` that arrives after `since` messages (default: any new one). */
  async function waitForEmail(email: string, options: { after?: number; timeoutMs?: number } = {}) {
    const { after = 0, timeoutMs = 10_000 } = options;
    const find = () => messages.slice(after).findLast((message) => message.to.includes(email.toLowerCase()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${email} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  /** Resolves once `check` holds, looked at whenever the server receives something. */
  async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    waitForEmail,
    /** Refuses the next `count` recipients with a temporary error (451), then accepts again. */
    refuse(count: number) {
      refusalsLeft = count;
    },
    /** How many recipients were refused so far. */
    get refused() {
      return refused;
    },
    /** Waits until `count` recipients in all have been refused. */
    waitForRefusals: (count: number, timeoutMs?: number) =>
      until(() => refused >= count, `${count} refusals`, timeoutMs),
    /**
     * Answers the messages it receives from now on only once `release` is called; `arrived`
     * resolves when the first of them is in.
     */
    hold(): { arrived: Promise<void>; release: () => void } {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      const before = receiving;
      return {
        arrived: until(() => receiving > before, 'a message to hold'),
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    /** The 6-digit sign-in code of the newest e-mail to `email` (after the first `after` messages). */
    async waitForCode(email: string, options?: { after?: number; timeoutMs?: number }) {
      const message = await waitForEmail(email, options);
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (!code) throw new Error(`The e-mail to ${email} holds no 6-digit code`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
