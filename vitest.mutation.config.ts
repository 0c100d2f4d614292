/**
 * The tests `npm run test:mutation` runs against each mutant: the unit tests of the modules that guard
 * data (form schema, contact service, store, limits, headers) and the API tests of the form endpoints.
 * PostgreSQL and Redis tests run when TEST_DATABASE_URL and TEST_REDIS_URL are set. The snapshot code
 * (server/store/backup.ts) is mutated against the backup schedule's tests, which take snapshots in
 * process; restore is an operator command tested as a process (tests/api/restore.test.ts), which
 * Stryker cannot attribute to a mutant, so it is left out.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/unit/server/contact-service.test.ts",
      "tests/unit/server/store.test.ts",
      "tests/unit/server/store-migrations.test.ts",
      "tests/unit/server/store-parts.test.ts",
      "tests/unit/server/backup-schedule.test.ts",
      "tests/unit/server/rate-limit.test.ts",
      "tests/unit/server/security.test.ts",
      "tests/unit/server/form-schema.test.ts",
      "tests/unit/site/contact-form.test.ts",
      "tests/api/contact-api.test.ts",
    ],
    environment: "node",
  },
});
