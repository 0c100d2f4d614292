/**
 * Job applications as the server runs them: a candidate applies on an opening's page, a confirmation and HR's
 * notice go through the mail queue, a candidate withdraws through their mail's link, and decided applications
 * erase themselves on schedule (checked at start and every hour, on every instance: the erasure is one
 * idempotent DELETE).
 */
import type { SendMailOptions } from "nodemailer";
import type { ApplicationFilter } from "../../app/lib/application-filter";
import { consentText, type ApplicationRetention, type ApplicationStage } from "../../app/lib/application-rules";
import { site } from "../../app/site/facts";
import { storeUnavailable } from "../form-submission";
import type { ListingsService } from "../listings/service";
import { describeError, type Logger } from "../logger";
import { createMailQueue, type MailQueue } from "../mail-queue";
import type { StaffSession } from "../staff/sessions";
import type { Store } from "../store/types";
import {
  checkApplication,
  eraseExpiredApplications,
  saveApplication,
  withdrawApplication,
  withdrawalOf,
} from "./applications";
import { applicationMails } from "./mails";
import {
  addApplicationNote,
  applicationCountsByOpening,
  applicationDetail,
  cvDownload,
  exportApplications,
  listApplications,
  moveStage,
  rejectWithMail,
  type ApplicationDetail,
  type ApplicationsPage,
  type CvFile,
  type ExportedApplication,
  type OpeningApplications,
  type StageMove,
} from "./pipeline";
import type { UploadedFile } from "./multipart";

export type ApplyResult =
  | { ok: true; updated: boolean }
  /** 413 when the CV was too large, with its message among the others. */
  | { ok: false; status: 400 | 413; errors: Record<string, string> }
  | { ok: false; status: 404 | 410 | 503; error: string };

export interface CareersService {
  retention: ApplicationRetention;
  /** The consent the form asks for, in the words stored with each application. */
  consentText: string;
  apply(slug: string, upload: { fields: Record<string, string>; file: UploadedFile | undefined }): Promise<ApplyResult>;
  /** The withdrawal page's question: the opening's title, or undefined for a spent or unknown link. */
  withdrawal(token: string): Promise<{ title: string } | undefined | "unavailable">;
  withdraw(token: string): Promise<boolean | "unavailable">;
  /** Erases the applications whose time has come; how many. */
  eraseExpired(): Promise<number>;

  // HR's work in the staff area (./pipeline.ts); each change is audited by the colleague's address.
  /** One page of HR's list, newest first. */
  applications(filter: ApplicationFilter): Promise<ApplicationsPage>;
  application(id: string): Promise<ApplicationDetail | undefined>;
  moveStage(session: StaffSession, id: string, stage: ApplicationStage): Promise<StageMove>;
  /** Keeps a private note; false when there is no such application. */
  addNote(session: StaffSession, id: string, text: string): Promise<boolean>;
  /** The address rejections go from; undefined without a mail server, when only a rejection without mail is possible. */
  rejectionFrom: string | undefined;
  /** Rejects and mails the candidate the colleague's words, through the mail queue. */
  reject(
    session: StaffSession,
    id: string,
    mail: { subject: string; body: string },
  ): Promise<"queued" | "no-mail" | "no-such-application">;
  /** The CV to download (recorded in the audit trail); undefined when there is no such application. */
  cv(session: StaffSession, id: string): Promise<CvFile | undefined>;
  /** Every application the filter matches, for the CSV; recorded in the audit trail. */
  exportApplications(session: StaffSession, filter: ApplicationFilter): Promise<ExportedApplication[]>;
  /** Each opening's applications by stage, for the staff list of openings. */
  countsByOpening(): Promise<OpeningApplications[]>;
  start(): void;
  stop(): Promise<void>;
}

const sweepEveryMs = 60 * 60_000;

export const applicationStoreDownMessage = `Sorry, we could not save your application just now. Please try again in a few minutes, or e-mail your CV to ${site.email.careers}.`;

export function createCareersService(deps: {
  store: Store;
  listings: ListingsService;
  logger: Logger;
  retention: ApplicationRetention;
  /** How mails about applications are sent; undefined without a mail server (nothing is queued then). */
  mail: { send: (mail: SendMailOptions) => Promise<unknown>; from: string; publicUrl: string } | undefined;
  now?: () => Date;
}): CareersService {
  const { store, listings, logger, retention, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const queue: MailQueue | undefined =
    mail &&
    createMailQueue(applicationMails({ store, from: mail.from, publicUrl: mail.publicUrl }), {
      send: mail.send,
      logger,
    });
  let sweeper: NodeJS.Timeout | undefined;
  const consent = consentText(site.name, retention);

  const eraseExpired = async () => {
    const erased = await eraseExpiredApplications(store, now());
    if (erased > 0) logger.info("applications erased after their retention period", { erased });
    return erased;
  };

  return {
    retention,
    consentText: consent,

    async apply(slug, upload) {
      try {
        const opening = await listings.openingToApply(slug);
        if (!opening) return { ok: false, status: 404, error: "There is no such opening." };
        if ("gone" in opening)
          return { ok: false, status: 410, error: `Applications for ${opening.gone.title} have closed.` };
        const checked = checkApplication(upload.fields, upload.file);
        if (!checked.ok) return { ok: false, status: upload.file?.tooLarge ? 413 : 400, errors: checked.errors };
        const saved = await saveApplication(
          store,
          opening.open,
          { form: checked.form, cv: checked.cv, consentText: consent },
          now(),
        );
        logger.info(saved.updated ? "application updated" : "application stored", { applicationId: saved.id });
        queue?.kick();
        return { ok: true, updated: saved.updated };
      } catch (error) {
        return storeUnavailable(error, logger, applicationStoreDownMessage);
      }
    },

    async withdrawal(token) {
      try {
        return await withdrawalOf(store, token);
      } catch (error) {
        storeUnavailable(error, logger, applicationStoreDownMessage);
        return "unavailable";
      }
    },

    async withdraw(token) {
      try {
        const done = await withdrawApplication(store, token);
        if (done) logger.info("application withdrawn by the candidate");
        return done;
      } catch (error) {
        storeUnavailable(error, logger, applicationStoreDownMessage);
        return "unavailable";
      }
    },

    eraseExpired,

    applications: (filter) => listApplications(store, filter),
    application: (id) => applicationDetail(store, id),
    moveStage: (session, id, stage) => moveStage(store, session, id, stage, retention, now()),
    addNote: (session, id, text) => addApplicationNote(store, session, id, text, now()),
    rejectionFrom: mail?.from,

    async reject(session, id, words) {
      if (!queue) return "no-mail";
      if (!(await rejectWithMail(store, session, id, words, retention, now()))) return "no-such-application";
      queue.kick(); // sent now rather than at the queue's next round
      return "queued";
    },

    cv: (session, id) => cvDownload(store, session, id),
    exportApplications: (session, filter) => exportApplications(store, session, filter),
    countsByOpening: () => applicationCountsByOpening(store),

    start() {
      queue?.start();
      const sweep = () =>
        void eraseExpired().catch((error) => logger.error("retention sweep failed", describeError(error)));
      sweep();
      sweeper = setInterval(sweep, sweepEveryMs);
      sweeper.unref();
    },

    async stop() {
      clearInterval(sweeper);
      await queue?.stop();
    },
  };
}
