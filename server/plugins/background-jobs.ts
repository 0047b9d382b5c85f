import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineAccountMailJobs } from '../services/auth/account-mails';
import { defineMemberInviteMailJob } from '../services/invitations/member-invite-mails';
import { JobQueue, type RetryPolicy } from '../services/jobs/job-queue';
import { mailSender, type MailSender, type MailSettings } from '../services/mail/mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs done in the background, kept in the database (mails). */
    jobs: JobQueue;
    mail: MailSender;
  }
}

export type BackgroundJobOptions = {
  /** PostgreSQL's URL, for the jobs' own connections; without it, the app's database client. */
  databaseUrl?: string;
  mail: MailSettings;
  publicUrl: string;
  /** How often an idle worker looks for jobs other processes stored, in seconds (2). */
  pollingIntervalSeconds?: number;
  /** How mails are retried (server/services/jobs/job-queue.ts); tests shorten the delay. */
  mailRetry?: RetryPolicy;
};

/**
 * The job queue and the mail sender: a request stores its job and answers; the mail goes out after, from
 * whichever server process takes the job, retried while the SMTP server fails. The queue starts when the
 * app is ready and stops (letting a mail under way finish) when it closes.
 */
export const backgroundJobsPlugin = fp(
  async (app: FastifyInstance, options: BackgroundJobOptions) => {
    const database = options.databaseUrl ? { url: options.databaseUrl } : { db: app.db };
    const jobs = new JobQueue(database, app.log, options.pollingIntervalSeconds);
    const mail = mailSender(options.mail, app.log);
    app.decorate('jobs', jobs);
    app.decorate('mail', mail);
    const services = { db: app.db, mail, publicUrl: options.publicUrl, clock: app.clock };
    defineAccountMailJobs(jobs, services, options.mailRetry);
    defineMemberInviteMailJob(jobs, services, options.mailRetry);
    app.addHook('onReady', async () => {
      // Not awaited: a database slow to answer does not hold the start; a send waits for it instead.
      jobs.start().catch((error) => app.log.error({ err: error }, 'job queue: could not start; a send tries again'));
    });
    app.addHook('preClose', async () => {
      await jobs.stop();
      mail.close();
    });
  },
  { name: 'background-jobs', dependencies: ['services'] },
);
