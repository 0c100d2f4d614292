/**
 * The one migration history of both stores. Step N (index N - 1) is recorded as version N in the
 * schema_version table, the record every deployed store already has, so an existing database upgrades in
 * place. Never edit a shipped step: add a new one at the end.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "./dialect";
import { seedNews, seedOpenings } from "./seed/openings-and-news";
import { starterReplyTemplates } from "./seed/reply-templates";
import type { Tables } from "./tables";

// Steps see the database as it was when they shipped, not today's typed tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own type for a schema of the past
export type Migration = (db: Kysely<any>, dialect: StoreDialect) => Promise<void>;

export const migrations: readonly Migration[] = [
  async function contactsAndNewsletter(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema
      .createTable("contacts")
      .addColumn("id", uuid, (column) => column.primaryKey())
      // PostgreSQL has no rowid: an identity column keeps the exact insertion order for "oldest first".
      .$call((table) =>
        dialect.kind === "postgres"
          ? table.addColumn("seq", "bigint", (column) => column.generatedAlwaysAsIdentity().unique())
          : table,
      )
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("company", "text")
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("country_code", "text", (column) => column.notNull())
      .addColumn("service", "text")
      .addColumn("message", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("contacts_email_lower_idx")
      .on("contacts")
      .expression(sql`lower(email)`)
      .execute();
    await db.schema.createIndex("contacts_created_at_idx").on("contacts").column("created_at").execute();
    await db.schema
      .createTable("newsletter_subscriptions")
      .addColumn("email", "text", (column) => column.primaryKey().check(sql`email = lower(email)`))
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
  },

  async function staffInbox(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema
      .alterTable("contacts")
      .addColumn("status", "text", (column) =>
        column
          .notNull()
          .defaultTo("new")
          .check(sql`status IN ('new', 'handled', 'spam')`),
      )
      .execute();
    await db.schema
      .createIndex("contacts_status_created_at_idx")
      .on("contacts")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createTable("staff_accounts")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("email", "text", (column) =>
        column
          .notNull()
          .unique()
          .check(sql`email = lower(email)`),
      )
      .addColumn("password_hash", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createTable("staff_sessions")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("staff_id", uuid, (column) => column.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("form_token", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("last_seen_at", timestamp, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("staff_sessions_staff_id_idx").on("staff_sessions").column("staff_id").execute();
    await db.schema
      .createTable("staff_audit")
      .$call((table) =>
        dialect.kind === "postgres"
          ? table.addColumn("id", "bigint", (column) => column.generatedAlwaysAsIdentity().primaryKey())
          : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement()),
      )
      .addColumn("at", timestamp, (column) => column.notNull())
      .addColumn("staff_email", "text")
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("target", "text")
      .addColumn("client", "text")
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("staff_audit_at_idx").on("staff_audit").column("at").execute();
  },

  async function newsletterConsent(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    // Addresses stored before this step were subscribed without confirmation: they stay subscribed, with
    // the time they signed up as their consent time.
    await db.schema
      .alterTable("newsletter_subscriptions")
      .addColumn("status", "text", (column) =>
        column
          .notNull()
          .defaultTo("confirmed")
          .check(sql`status IN ('pending', 'confirmed')`),
      )
      .execute();
    await db.schema.alterTable("newsletter_subscriptions").addColumn("consented_at", timestamp).execute();
    await db.schema
      .alterTable("newsletter_subscriptions")
      .addColumn("opt_in", "text", (column) => column.check(sql`opt_in IN ('single', 'double')`))
      .execute();
    await db
      .updateTable("newsletter_subscriptions")
      .set({ consented_at: sql`created_at`, opt_in: "single" })
      .execute();
    await db.schema
      .createIndex("newsletter_subscriptions_status_created_at_idx")
      .on("newsletter_subscriptions")
      .columns(["status", "created_at"])
      .execute();
    // Only the SHA-256 of each link's token; the tokens themselves exist only in the mails.
    await db.schema
      .createTable("newsletter_tokens")
      .addColumn("hash", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) =>
        column.notNull().references("newsletter_subscriptions.email").onDelete("cascade"),
      )
      .addColumn("purpose", "text", (column) => column.notNull().check(sql`purpose IN ('confirm', 'unsubscribe')`))
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("used_at", timestamp)
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("newsletter_tokens_email_idx").on("newsletter_tokens").column("email").execute();
    await db.schema
      .createIndex("newsletter_tokens_created_at_idx")
      .on("newsletter_tokens")
      .columns(["purpose", "created_at"])
      .execute();
    // Mails to subscribers wait here until the mail server has taken them, so an outage or a restart loses none.
    await db.schema
      .createTable("newsletter_outbox")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("email", "text", (column) =>
        column.notNull().references("newsletter_subscriptions.email").onDelete("cascade"),
      )
      .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('confirm', 'welcome')`))
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
      .addColumn("sent_at", timestamp)
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("newsletter_outbox_email_idx")
      .on("newsletter_outbox")
      .columns(["email", "kind", "created_at"])
      .execute();
    await db.schema
      .createIndex("newsletter_outbox_due_idx")
      .on("newsletter_outbox")
      .columns(["sent_at", "next_attempt_at"])
      .execute();
  },

  /** Openings and news move from the code into the store, seeded with what the site showed that day. */
  async function openingsAndNews(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    const listing = (table: string, states: string) =>
      db.schema
        .createTable(table)
        .addColumn("id", uuid, (column) => column.primaryKey())
        .addColumn("state", "text", (column) => column.notNull().check(sql.raw(`state IN (${states})`)))
        .addColumn("version", "integer", (column) => column.notNull())
        .addColumn("created_at", timestamp, (column) => column.notNull())
        .addColumn("updated_at", timestamp, (column) => column.notNull())
        .addColumn("updated_by", "text")
        .addColumn("title", "text", (column) => column.notNull());
    await listing("openings", "'draft', 'published', 'closed'")
      .addColumn("slug", "text", (column) => column.notNull().unique())
      .addColumn("department", "text", (column) => column.notNull())
      .addColumn("location", "text", (column) => column.notNull())
      .addColumn("employment_type", "text", (column) =>
        column.notNull().check(sql`employment_type IN ('full-time', 'contract', 'internship')`),
      )
      .addColumn("experience", "text", (column) => column.notNull())
      .addColumn("summary", "text", (column) => column.notNull())
      .addColumn("skills", "text", (column) => column.notNull())
      .addColumn("responsibilities", "text", (column) => column.notNull())
      .addColumn("apply_by", "text", (column) => column.notNull())
      .addColumn("date_posted", "text")
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("openings_state_apply_by_idx").on("openings").columns(["state", "apply_by"]).execute();
    await listing("news_items", "'draft', 'published'")
      .addColumn("date", "text", (column) => column.notNull())
      .addColumn("location", "text")
      .addColumn("description", "text", (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("news_items_state_date_idx").on("news_items").columns(["state", "date"]).execute();

    // Rows keep the order the page showed them in (the list reads oldest first): one millisecond apart.
    const start = Date.now();
    const stamp = (index: number) => new Date(start + index).toISOString();
    if (seedOpenings.length > 0) {
      await db
        .insertInto("openings")
        .values(
          seedOpenings.map((opening, index) => ({
            id: randomUUID(),
            state: "published",
            version: 1,
            created_at: stamp(index),
            updated_at: stamp(index),
            updated_by: null,
            slug: opening.slug,
            title: opening.title,
            department: opening.department,
            location: opening.location,
            employment_type: "full-time",
            experience: opening.experience,
            summary: opening.summary,
            skills: opening.skills.join("\n"),
            responsibilities: opening.responsibilities.join("\n"),
            apply_by: opening.applyBy,
            date_posted: opening.datePosted,
          })),
        )
        .execute();
    }
    if (seedNews.length > 0) {
      await db
        .insertInto("news_items")
        .values(
          seedNews.map((item, index) => ({
            id: randomUUID(),
            state: "published",
            version: 1,
            created_at: stamp(index),
            updated_at: stamp(index),
            updated_by: null,
            title: item.title,
            date: item.date,
            location: item.location,
            description: item.description,
          })),
        )
        .execute();
    }
  },

  async function visitCounts(db, dialect) {
    // Aggregates only, one row per day (India time), kind and key: nothing in them names a visitor.
    await db.schema
      .createTable("visit_totals")
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('site', 'page', 'referrer', 'campaign')`),
      )
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("views", "integer", (column) => column.notNull())
      .addColumn("visitors", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("visit_totals_pk", ["day", "kind", "key"])
      .$call(dialect.tableOptions)
      .execute();
    // The day's secret salt and the marks of visitors already counted that day (hashes made with it): both
    // are deleted when the day is over, so yesterday's visitors can never be recognised again.
    await db.schema
      .createTable("visit_salts")
      .addColumn("day", "text", (column) => column.primaryKey())
      .addColumn("salt", "text", (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createTable("visit_marks")
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("mark", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("visit_marks_pk", ["day", "mark"])
      .$call(dialect.tableOptions)
      .execute();
  },

  async function enquirySource(db) {
    // Where the visit that sent an enquiry began: its landing page, the referring site's host and the
    // campaign of its link, as the visit beacon noted them in the tab (app/lib/visit-beacon.ts).
    for (const column of ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
      await db.schema.alterTable("contacts").addColumn(column, "text").execute();
  },

  /** Staff roles: every account made before roles existed could do everything, so each becomes Admin. */
  async function staffRoles(db) {
    await db.schema
      .alterTable("staff_accounts")
      .addColumn("role", "text", (column) =>
        column
          .notNull()
          .defaultTo("admin")
          .check(sql`role IN ('admin', 'sales', 'hr', 'editor')`),
      )
      .execute();
  },

  /**
   * The second factor: the account's TOTP key (null until enrolment is confirmed), the key being enrolled,
   * the last time step a code was accepted for (no code is accepted twice), hashed recovery codes, and the
   * half-way sign-ins that have passed the password and wait for a code.
   */
  async function staffSecondFactor(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema.alterTable("staff_accounts").addColumn("totp_key", "text").execute();
    await db.schema.alterTable("staff_accounts").addColumn("totp_pending_key", "text").execute();
    await db.schema.alterTable("staff_accounts").addColumn("totp_last_step", "integer").execute();
    await db.schema.alterTable("staff_accounts").addColumn("totp_enrolled_at", timestamp).execute();
    await db.schema
      .createTable("staff_recovery_codes")
      .addColumn("staff_id", uuid, (column) => column.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (column) => column.notNull())
      .addColumn("used_at", timestamp)
      .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["staff_id", "code_hash"])
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createTable("staff_pending_sign_ins")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("staff_id", uuid, (column) => column.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
  },

  /**
   * Accounts run in the browser: an account can be disabled (its history kept), its last sign-in shown, each
   * session says which browser it is, and colleagues are invited by a one-time link mailed from the outbox.
   */
  async function staffAccountsInTheBrowser(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema.alterTable("staff_accounts").addColumn("disabled_at", timestamp).execute();
    await db.schema.alterTable("staff_accounts").addColumn("last_sign_in_at", timestamp).execute();
    await db.schema.alterTable("staff_sessions").addColumn("device", "text").execute();
    await db.schema
      .createTable("staff_invitations")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("role", "text", (column) => column.notNull().check(sql`role IN ('admin', 'sales', 'hr', 'editor')`))
      .addColumn("invited_by", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("expires_at", timestamp, (column) => column.notNull())
      // The SHA-256 of the link's token, made when the mail is sent: the token itself is only in the mail.
      .addColumn("token_hash", "text", (column) => column.unique())
      .addColumn("accepted_at", timestamp)
      .addColumn("withdrawn_at", timestamp)
      // Delivery, as newsletter_outbox's: claimed by raising attempts, sent once.
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
      .addColumn("sent_at", timestamp)
      .$call(dialect.tableOptions)
      .execute();
    await db.schema.createIndex("staff_invitations_email_idx").on("staff_invitations").column("email").execute();
  },

  /**
   * Spam kept apart and explained: each enquiry keeps the reasons its score was made of (JSON; null for
   * enquiries older than the scoring) and a fingerprint of its text, so a text sent again is recognised; "Not
   * spam" pardons a sender's domain for the reasons that caught it, one row per domain and reason.
   */
  async function spamKeptApart(db, dialect) {
    await db.schema.alterTable("contacts").addColumn("spam_reasons", "text").execute();
    await db.schema.alterTable("contacts").addColumn("message_fingerprint", "text").execute();
    await db.schema
      .createIndex("contacts_message_fingerprint_idx")
      .on("contacts")
      .columns(["message_fingerprint", "created_at"])
      .execute();
    await db.schema
      .createTable("spam_pardons")
      .addColumn("domain", "text", (column) => column.notNull().check(sql`domain = lower(domain)`))
      .addColumn("signal", "text", (column) => column.notNull())
      .addColumn("pardons", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("spam_pardons_pk", ["domain", "signal"])
      .$call(dialect.tableOptions)
      .execute();
  },

  /**
   * Working an enquiry: its owner (a Sales or Admin colleague; nobody when the account goes), and its history
   * of assignments, notes and status changes, deleted with the enquiry (an erasure leaves none of it).
   */
  async function enquiryWork(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema
      .alterTable("contacts")
      .addColumn("owner_id", uuid, (column) => column.references("staff_accounts.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("contacts_owner_idx").on("contacts").column("owner_id").execute();
    await db.schema
      .createTable("enquiry_events")
      .addColumn("id", "integer", (column) =>
        dialect.kind === "postgres"
          ? column.generatedAlwaysAsIdentity().primaryKey()
          : column.primaryKey().autoIncrement(),
      )
      .addColumn("contact_id", uuid, (column) => column.notNull().references("contacts.id").onDelete("cascade"))
      .addColumn("at", timestamp, (column) => column.notNull())
      // The colleague's address as it was then: the history stays readable after the account goes.
      .addColumn("staff_email", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('assigned', 'unassigned', 'note', 'status', 'not spam')`),
      )
      .addColumn("detail", "text")
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("enquiry_events_contact_idx")
      .on("enquiry_events")
      .columns(["contact_id", "at"])
      .execute();
  },

  /**
   * Replies written in the staff inbox and the templates they start from. A reply waits in its row until the
   * mail queue sends it, and is deleted with its enquiry. Three templates are there from the start; staff
   * change them.
   */
  async function enquiryReplies(db, dialect) {
    const { uuid, timestamp } = dialect.types;
    await db.schema
      .createTable("reply_templates")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("updated_at", timestamp, (column) => column.notNull())
      .addColumn("updated_by", "text")
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createTable("enquiry_replies")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("contact_id", uuid, (column) => column.notNull().references("contacts.id").onDelete("cascade"))
      .addColumn("created_at", timestamp, (column) => column.notNull())
      // The colleague who wrote it, as the address was then: the reply's Reply-To, and its line in the history.
      .addColumn("staff_email", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
      .addColumn("sent_at", timestamp)
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("enquiry_replies_contact_idx")
      .on("enquiry_replies")
      .columns(["contact_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("enquiry_replies_due_idx")
      .on("enquiry_replies")
      .columns(["sent_at", "next_attempt_at"])
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto("reply_templates")
      .values(
        starterReplyTemplates.map((template) => ({ ...template, id: randomUUID(), updated_at: now, updated_by: null })),
      )
      .execute();
  },

  /** Openings in the order staff choose for the careers page: at first the order they were created in. */
  async function openingPositions(db) {
    await db.schema
      .alterTable("openings")
      .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    const openings = await db.selectFrom("openings").select("id").orderBy("created_at").orderBy("id").execute();
    for (const [index, opening] of openings.entries())
      await db
        .updateTable("openings")
        .set({ position: index + 1 })
        .where("id", "=", opening.id)
        .execute();
  },

  /**
   * The inbox with a hundred thousand enquiries: searches and filters read indexes instead of every row.
   * - search_text: name, e-mail, company and message in lower case, kept apart by U+001F (a control character
   *   the contact form refuses, so no search can run across two fields). The code writes it with each enquiry
   *   (JavaScript's toLowerCase, server/store/search-text.ts); older rows get it here, folded as the search
   *   folded them until now (SQLite: the same toLowerCase, through unicode_lower; PostgreSQL: lower()).
   * - SQLite: an FTS5 index of it with the trigram tokenizer (exact substrings of 3 characters or more, case
   *   kept since the text is lower case already), over the table's own rows (external content: the text is
   *   stored once) and kept in step by triggers, so a deletion or an erasure leaves no trace in it.
   * - PostgreSQL: a pg_trgm GIN index, which LIKE '%…%' uses. Without the extension (not installed on the
   *   server, or not allowed to this user) the step goes on without the index: searches stay right, only slower.
   * - Each filter's column with the inbox's order (newest first, ties by insertion), so the first page is read
   *   in order from an index and its count from the index alone.
   */
  async function inboxAtScale(db, dialect) {
    await db.schema
      .alterTable("contacts")
      .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    const lower = dialect.kind === "sqlite" ? "unicode_lower" : "lower";
    const separator = dialect.kind === "sqlite" ? sql`char(31)` : sql`chr(31)`;
    const folded = (column: string) => sql`${sql.raw(lower)}(${sql.ref(column)})`;
    await db
      .updateTable("contacts")
      .set({
        search_text: sql`${folded("name")} || ${separator} || ${folded("email")} || ${separator} || coalesce(${folded("company")}, '') || ${separator} || ${folded("message")}`,
      })
      .execute();

    if (dialect.kind === "sqlite") {
      await sql`CREATE VIRTUAL TABLE contacts_search USING fts5(search_text, content='contacts', content_rowid='rowid', tokenize='trigram case_sensitive 1')`.execute(
        db,
      );
      await sql`CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
        INSERT INTO contacts_search(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
        INSERT INTO contacts_search(contacts_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER contacts_search_update AFTER UPDATE OF search_text ON contacts BEGIN
        INSERT INTO contacts_search(contacts_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
        INSERT INTO contacts_search(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`.execute(db);
      await sql`INSERT INTO contacts_search(contacts_search) VALUES ('rebuild')`.execute(db);
      // An SQLite index ends with the rowid, so (column, created_at) holds the inbox's order with its ties; the
      // status after it lets the count of "not spam" (every tab but Spam and All) be read from the index alone.
      for (const column of ["owner_id", "service"])
        await db.schema
          .createIndex(`contacts_${column}_created_at_idx`)
          .on("contacts")
          .columns([column, "created_at", "status"])
          .execute();
      // By status, then the source filter's columns: the counts of a status, and of a source within it, read this
      // narrow index instead of the rows with their messages. It takes over from (status, created_at).
      await db.schema
        .createIndex("contacts_status_source_idx")
        .on("contacts")
        .columns(["status", "created_at", ...sourceColumns])
        .execute();
      await db.schema.dropIndex("contacts_status_created_at_idx").execute();
    } else {
      const trigrams = await trigramSchema(db);
      if (trigrams)
        await sql`CREATE INDEX contacts_search_text_trgm_idx ON contacts USING gin (search_text ${sql.id(trigrams)}.gin_trgm_ops)`.execute(
          db,
        );
      // PostgreSQL's ties are ordered by seq, which an index must name to give the whole order; the included
      // columns let the counts be read from the index alone (index-only scans).
      const included = sql.join(["status", ...sourceColumns].map((column) => sql.ref(column)));
      await sql`CREATE INDEX contacts_created_at_seq_idx ON contacts (created_at, seq) INCLUDE (${included})`.execute(
        db,
      );
      await db.schema
        .createIndex("contacts_status_created_at_seq_idx")
        .on("contacts")
        .columns(["status", "created_at", "seq"])
        .execute();
      for (const column of ["owner_id", "service"])
        await sql`CREATE INDEX ${sql.id(`contacts_${column}_created_at_seq_idx`)} ON contacts (${sql.ref(column)}, created_at, seq) INCLUDE (status)`.execute(
          db,
        );
      await db.schema.dropIndex("contacts_created_at_idx").execute();
      await db.schema.dropIndex("contacts_status_created_at_idx").execute();
    }
    // The owner's index with created_at serves the foreign key's lookups (an account removed) as well.
    await db.schema.dropIndex("contacts_owner_idx").execute();
  },

  /**
   * Job applications made on an opening's page, with their CV's bytes in the store itself (so one backup, one
   * restore and one erasure cover them, and every instance serves the same file), HR's notes and stage changes,
   * and the mails about them waiting in the mail queue. Everything about an application goes with it.
   */
  async function jobApplications(db, dialect) {
    const { uuid, timestamp, bytes } = dialect.types;
    await db.schema
      .createTable("applications")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("opening_id", uuid, (column) => column.notNull().references("openings.id"))
      .addColumn("full_name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("location", "text", (column) => column.notNull())
      .addColumn("notice_period", "text", (column) => column.notNull())
      .addColumn("link", "text")
      .addColumn("cover_letter", "text")
      // What the candidate agreed to, word for word, and when.
      .addColumn("consent_text", "text", (column) => column.notNull())
      .addColumn("consent_at", timestamp, (column) => column.notNull())
      .addColumn("other_roles", "integer", (column) => column.notNull().check(sql`other_roles IN (0, 1)`))
      .addColumn("stage", "text", (column) =>
        column
          .notNull()
          .defaultTo("new")
          .check(sql`stage IN ('new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected')`),
      )
      .addColumn("stage_changed_at", timestamp, (column) => column.notNull())
      // Set when it is hired or rejected; the retention sweep erases the application then.
      .addColumn("erase_at", timestamp)
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("updated_at", timestamp, (column) => column.notNull())
      // The lower-cased name, e-mail and location the staff list searches (a few thousand rows: LIKE is enough).
      .addColumn("search_text", "text", (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    // One application per e-mail (in any case) and opening: a second is stored as an update of the first.
    await sql`CREATE UNIQUE INDEX applications_opening_email_idx ON applications (opening_id, lower(email))`.execute(
      db,
    );
    await db.schema
      .createIndex("applications_created_at_idx")
      .on("applications")
      .columns(["created_at", "id"])
      .execute();
    await db.schema.createIndex("applications_erase_at_idx").on("applications").column("erase_at").execute();
    await db.schema
      .createIndex("applications_email_lower_idx")
      .on("applications")
      .expression(sql`lower(email)`)
      .execute();
    await db.schema
      .createTable("application_files")
      .addColumn("application_id", uuid, (column) =>
        column.primaryKey().references("applications.id").onDelete("cascade"),
      )
      // As the candidate named it; sanitised when it is offered for download.
      .addColumn("file_name", "text", (column) => column.notNull())
      .addColumn("media_type", "text", (column) => column.notNull())
      .addColumn("size", "integer", (column) => column.notNull())
      .addColumn("sha256", "text", (column) => column.notNull())
      .addColumn("bytes", bytes, (column) => column.notNull())
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createTable("application_events")
      .addColumn("id", "integer", (column) =>
        dialect.kind === "postgres"
          ? column.generatedAlwaysAsIdentity().primaryKey()
          : column.primaryKey().autoIncrement(),
      )
      .addColumn("application_id", uuid, (column) => column.notNull().references("applications.id").onDelete("cascade"))
      .addColumn("at", timestamp, (column) => column.notNull())
      // Null for the candidate's own updates; else the colleague's address as it was then.
      .addColumn("staff_email", "text")
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('received', 'updated', 'stage', 'note', 'rejection mail')`),
      )
      .addColumn("detail", "text")
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("application_events_application_idx")
      .on("application_events")
      .columns(["application_id", "at"])
      .execute();
    await db.schema
      .createTable("application_mails")
      .addColumn("id", uuid, (column) => column.primaryKey())
      .addColumn("application_id", uuid, (column) => column.notNull().references("applications.id").onDelete("cascade"))
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('confirmation', 'notice', 'rejection')`),
      )
      // A rejection's words as the colleague sent them, and who did; null for the other kinds.
      .addColumn("subject", "text")
      .addColumn("body", "text")
      .addColumn("staff_email", "text")
      // A confirmation's withdrawal link: the hash of its token, made as the mail is sent (every one sent works).
      .addColumn("token_hash", "text", (column) => column.unique())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
      .addColumn("sent_at", timestamp)
      .$call(dialect.tableOptions)
      .execute();
    await db.schema
      .createIndex("application_mails_due_idx")
      .on("application_mails")
      .columns(["sent_at", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("application_mails_application_idx")
      .on("application_mails")
      .column("application_id")
      .execute();
  },
];

/** Where an enquiry's visit came from: the columns the inbox's source filter reads (server/staff/inbox.ts). */
const sourceColumns = ["referrer_host", "landing_page", "utm_source", "utm_medium", "utm_campaign"];

/**
 * The schema holding pg_trgm (installed into public when it is missing), or undefined when it cannot be had.
 * Each attempt runs in a savepoint: a refusal must not abort the migration's transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Migration's
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  for (const create of [
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  ]) {
    await sql`SAVEPOINT pg_trgm`.execute(db);
    try {
      await create.execute(db);
      await sql`RELEASE SAVEPOINT pg_trgm`.execute(db);
      break;
    } catch {
      await sql`ROLLBACK TO SAVEPOINT pg_trgm`.execute(db);
    }
  }
  const installed = await sql<{
    schema: string;
  }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(
    db,
  );
  return installed.rows[0]?.schema;
}

/** The schema version this code writes and expects: a store at a higher version was written by newer code. */
export const latestSchemaVersion = migrations.length;

/** The version a migrated store's database records. */
export async function readSchemaVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom("schema_version")
    .select((eb) => eb.fn.max("version").as("version"))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Brings the database up to the last step, under the dialect's migration lock so instances starting
 * together apply each step once. Idempotent: a database already at the last step is left as it is.
 */
export async function migrate(
  db: Kysely<Tables>,
  dialect: StoreDialect,
  steps: readonly Migration[] = migrations,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    await dialect.beginMigration(connection as Kysely<never>);
    try {
      await connection.schema
        .createTable("schema_version")
        .ifNotExists()
        .addColumn("version", "integer", (column) => column.primaryKey())
        .addColumn("applied_at", dialect.types.timestamp, (column) => column.notNull())
        .$call(dialect.tableOptions)
        .execute();
      const current = await readSchemaVersion(connection);
      for (const [index, step] of steps.entries()) {
        const version = index + 1;
        if (version <= current) continue;
        await step(connection, dialect);
        await connection
          .insertInto("schema_version")
          .values({ version, applied_at: new Date().toISOString() })
          .execute();
      }
      await sql`COMMIT`.execute(connection);
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
