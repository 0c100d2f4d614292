/**
 * The icons content may name. Content refers to icons by name so that it stays plain data;
 * `app/widgets/Icon.tsx` maps each name to its drawing (and the type checker keeps the two in step).
 */
export const iconNames = [
  "activity", "award", "badge-check", "bar-chart", "battery", "bot", "brain", "briefcase", "building",
  "calendar", "chart-line", "check-circle", "clipboard-check", "clock", "cloud", "code", "cog", "compass",
  "cpu", "database", "factory", "file-text", "gauge", "globe", "graduation-cap", "hard-drive", "handshake",
  "heart", "heart-pulse", "home", "hospital", "landmark", "layers", "leaf", "lightbulb", "line-chart",
  "lock", "map-pin", "megaphone", "microchip", "monitor", "network", "package", "palette", "phone",
  "pie-chart", "plug", "radio", "recycle", "refresh-cw", "rocket", "router", "scale", "search", "server",
  "settings", "shield", "shield-check", "shopping-cart", "smartphone", "sparkles", "star", "sun", "target",
  "test-tube", "trending-up", "trophy", "truck", "users", "wallet", "warehouse", "wifi", "workflow",
  "wrench", "zap",
] as const;

export type IconName = (typeof iconNames)[number];
