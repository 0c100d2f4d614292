import type { ServerContext } from "../server/context";

declare module "react-router" {
  // Route actions reach the server's contact service through the load context (server/main.ts).
  interface AppLoadContext extends ServerContext {}
}
