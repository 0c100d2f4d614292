/**
 * Said above a form when the server named fields to fix. A module of its own: the forms' code, which comes
 * when a visitor nears a form, needs it, and the route modules every page loads first do not.
 */
export const checkFieldsMessage = "Some details need attention. Please check the highlighted fields and send again.";
