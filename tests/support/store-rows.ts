/** Reads of the store that only tests need, through the store's own query layer. */
import { isoTimestamp } from "../../server/store/tables";
import type { Store } from "../../server/store/types";

export interface StoredSubscription {
  email: string;
  createdAt: string;
}

/** Every newsletter subscription, oldest first. */
export function listSubscriptions(store: Store): Promise<StoredSubscription[]> {
  return store.query(async (db) => {
    const rows = await db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "created_at"])
      .orderBy("created_at")
      .orderBy("email")
      .execute();
    return rows.map((row) => ({ email: row.email, createdAt: isoTimestamp(row.created_at) }));
  });
}
