/**
 * The tests `npm run test:mutation` runs against each mutant: the unit tests of the modules that guard
 * data (form schema, contact service, store, limits, headers, the newsletter's consent, the staff area,
 * openings and news, the application form's CV checks and upload parser, applications' storage, retention and
 * stages) and the API tests of the form
 * endpoints, the staff area and the openings (these need the production build: run `npm run build` first,
 * or they skip and the staff router scores nothing).
 * PostgreSQL and Redis tests run when TEST_DATABASE_URL and TEST_REDIS_URL are set. Snapshots and restores
 * (server/store/backup.ts, restore.ts, files.ts) are left out: they are guarded by tests that run the
 * operator commands and the server as processes (tests/api/backup.test.ts, restore.test.ts, crash.test.ts),
 * which Stryker cannot attribute to a mutant.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // As in vitest.config.ts: the React Router build the API tests run imports `react-router` natively, and
    // the context object the tests' server code creates must be that copy's class.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve("react-router")) }],
  },
  test: {
    include: [
      "tests/unit/server/contact-service.test.ts",
      "tests/unit/server/store.test.ts",
      "tests/unit/server/store-migrations.test.ts",
      "tests/unit/server/store-parts.test.ts",
      "tests/unit/server/rate-limit.test.ts",
      "tests/unit/server/security.test.ts",
      "tests/unit/server/form-schema.test.ts",
      "tests/unit/server/newsletter-consent.test.ts",
      "tests/unit/server/newsletter-mails.test.ts",
      "tests/unit/server/newsletter-outbox.test.ts",
      "tests/unit/server/newsletter-service.test.ts",
      "tests/unit/server/newsletter-subscribers.test.ts",
      "tests/unit/server/staff-store.test.ts",
      "tests/unit/server/staff-rules.test.ts",
      "tests/unit/server/staff-service.test.ts",
      "tests/unit/server/staff-accounts.test.ts",
      "tests/unit/server/staff-second-factor.test.ts",
      "tests/unit/server/staff-permissions.test.ts",
      "tests/unit/server/listings-store.test.ts",
      "tests/unit/server/visits.test.ts",
      "tests/unit/server/cv-file.test.ts",
      "tests/unit/server/multipart.test.ts",
      "tests/unit/server/applications.test.ts",
      "tests/unit/server/pipeline.test.ts",
      "tests/unit/site/lead-source.test.ts",
      "tests/unit/site/contact-form.test.ts",
      "tests/api/contact-api.test.ts",
      "tests/api/staff-area.test.ts",
      "tests/api/openings.test.ts",
      "tests/api/visits.test.ts",
      "tests/api/applications.test.ts",
    ],
    environment: "node",
    // Every mutant's code is instrumented and the runs share the machine: an API test needs more than 5 s then.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
