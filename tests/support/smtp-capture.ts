import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { decodeHeader, leafParts, parseMime } from './mime';

export interface CapturedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startSmtpCapture(port = 0) {
  const messages: CapturedEmail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
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

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    waitForEmail,
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
