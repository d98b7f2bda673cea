import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { deliverPending, type MailTransport, type OutboxLog } from './outbox';

export interface EmailSender {
  /** Stops the rounds; resolves once the one under way, if any, has ended. */
  stop: () => Promise<void>;
}

/** The SMTP transport of SMTP_URL (smtp://host:port, smtps:// for TLS), or null without one. */
export function smtpTransport(config: Config): MailTransport | null {
  if (!config.SMTP_URL) return null;
  return createTransport(config.SMTP_URL, { from: config.EMAIL_FROM });
}

/**
 * Delivers the outbox every EMAIL_SEND_INTERVAL_SECONDS, one round at a time, for as long as the
 * server runs. With replicas on one database, a round runs where the outbox lock is free and the
 * others skip theirs: one SMTP conversation at a time, not one per replica (the claim in
 * deliverPending still keeps each email to one sending).
 */
export function startEmailSender(
  { db, locks }: Pick<DatabaseHandle, 'db' | 'locks'>,
  config: Config,
  log: OutboxLog,
): EmailSender {
  const transport = smtpTransport(config);
  const where = config.SMTP_URL ? `SMTP at ${new URL(config.SMTP_URL).host}` : 'the log';
  log.info(`emails go to ${where}`);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      await locks.runIfFree('email-outbox', () =>
        deliverPending(db, transport, log, { maxAttempts: config.EMAIL_MAX_ATTEMPTS }),
      );
    } catch (error) {
      log.error({ err: error }, 'the outbox could not be read');
    }
    if (!stopped) timer = setTimeout(tick, config.EMAIL_SEND_INTERVAL_SECONDS * 1000);
  };
  const tick = () => {
    round = run();
  };
  tick();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
