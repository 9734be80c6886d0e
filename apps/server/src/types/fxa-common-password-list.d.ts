declare module 'fxa-common-password-list' {
  /** Mozilla's list of common passwords (about 10 000, lower case). */
  const list: { test(password: string): boolean };
  export default list;
}
