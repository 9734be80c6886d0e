/** Every number of spec §9 (and the few §5 adds), in one place for client and server. */
export const limits = {
  firstNameMax: 40,
  lastNameMax: 40,
  usernameMax: 50,
  passwordMin: 7,
  passwordMax: 72,
  emailMax: 254,
  organizationNameMax: 60,
  layerNameMax: 20,
  tagGroupNameMax: 20,
  tagTextMax: 100,
  tagNameMax: 40,
  reportTitleMax: 70,
  reportDescriptionMax: 10000,
  commentMax: 2000,
  broadcastSubjectMax: 30,
  broadcastMessageMax: 500,
  storyTitleMax: 100,
  storySubtitleMax: 100,
  storyTextBlockMax: 2000,
  searchMax: 250,
  twoFactorCodeLength: 6,
  /** seconds before a new two-factor code may be sent (spec §9) */
  twoFactorResendSeconds: 45,
  /** minutes a two-factor code stays valid (issue 2) */
  twoFactorCodeMinutes: 10,
  /** wrong codes allowed before the code is spent */
  twoFactorMaxAttempts: 5,
  /** days a "don't ask again" remember token skips the code */
  rememberTwoFactorDays: 30,
  /** minutes a password-reset link stays valid */
  passwordResetMinutes: 60,
  /** seconds an access token lives */
  accessTokenSeconds: 15 * 60,
  /** days a refresh token lives */
  refreshTokenDays: 30,
  /** refresh this many seconds before the computed expiry */
  tokenRefreshSkewSeconds: 30,
  /** spec §9: token refresh wait poll (we await one shared promise instead) */
  tokenRefreshPollMs: 1000,
  latitudeMin: -90,
  latitudeMax: 90,
  longitudeMin: -180,
  longitudeMax: 180,
  coordinateStoredDecimals: 6,
  coordinateDisplayDecimals: 4,
  activityPage: 20,
  activityRefresh: 30,
  searchSuggestions: 5,
  searchSuggestFrom: 2,
  messagePreview: 150,
  mapDefaultLatitude: 51.5285582,
  mapDefaultLongitude: -0.2416815,
  mapDefaultZoom: 11,
  mapZoomMin: 0,
  mapZoomMax: 22,
  mapJitter: 0.00003,
  clusterPadding: 50,
  alertAutoHideMs: 4500,
  alertDuplicateMs: 1000,
  alertAnimationMs: 300,
  alertHiddenClearMs: 7500,
  alertHiddenKeep: 3,
  listPageMax: 100,
  folderNameMax: 50,
  /** upload limits per media kind, bytes (issue 3: 413 above them) */
  imageMaxBytes: 20 * 1024 * 1024,
  videoMaxBytes: 200 * 1024 * 1024,
  audioMaxBytes: 50 * 1024 * 1024,
  documentMaxBytes: 25 * 1024 * 1024,
  /** a report import archive (zip), bytes; 413 above it */
  importMaxBytes: 200 * 1024 * 1024,
  /** reports in one import archive; 413 above it */
  importMaxRows: 10_000,
} as const;
