import type { Logger } from 'pino';
import { countEmail } from '../telemetry/metrics';
import { inSpan } from '../telemetry/tracer';

export interface EmailMessage {
  /** Which kind of e-mail (`invitation`, `code-sign-in`…): its name in the metrics and traces. */
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /** Throws unless the mail server accepts a connection (readiness); only with EMAIL_SERVER. */
  verify?(): Promise<void>;
}

/** Sends through SMTP when a server is configured; otherwise prints the message to the log (local use). */
export function createMailer(options: { emailServer?: string; from: string; logger: Logger }): Mailer {
  const { emailServer, from, logger } = options;
  if (!emailServer) {
    return {
      send: async ({ to, subject, text }) => {
        logger.info({ to, subject }, `E-mail not sent (EMAIL_SERVER is unset):\n${text}`);
      },
    };
  }
  // nodemailer is loaded only when there is a server to send to; a failed load fails each send.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    // A mail server that does not answer fails the send within seconds, not minutes.
    nodemailer.createTransport({
      url: emailServer,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    }),
  );
  transport.catch(() => {});
  return {
    send: async ({ template, ...message }) => {
      // The template only: the address is personal, and a code e-mail's subject holds the code.
      await inSpan(`smtp send ${template}`, { 'folio.email.template': template }, async () => {
        await (await transport).sendMail({ from, ...message });
      }).catch((error: unknown) => {
        countEmail(template, 'failed');
        throw error;
      });
      countEmail(template, 'sent');
      logger.debug({ to: message.to, template }, 'E-mail sent');
    },
    verify: async () => {
      await (await transport).verify();
    },
  };
}
