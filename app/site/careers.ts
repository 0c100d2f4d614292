/**
 * The public addresses of job applications: the page a candidate's confirmation mail links to, where they
 * withdraw their application (rendered on request for one token, never prerendered or indexed).
 */
export const withdrawPath = "/applications/withdraw";
