/** The length rules of staff passwords, shared by the forms that set one and the server that checks it. */
export const minimumPasswordLength = 12;
/** Long enough for any passphrase; short enough that hashing one cannot be used to tie up the server. */
export const maximumPasswordLength = 256;
