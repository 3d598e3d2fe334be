/** Recovery response types 0 to 4 (pinned by calls.test.ts). */
export enum RecoveryResponseType {
  Error = 0,
  VerificationSent = 1,
  VerificationFailed = 2,
  Verified = 3,
  Completed = 4,
}
