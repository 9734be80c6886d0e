/** Every length, count, delay and default of the product, in one place for client and server (field rules: docs/validation.md). */
export const limits = {
  /** the largest id (and list offset) a request may name: ids are 32-bit integer columns */
  idMax: 2_147_483_647,
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
  /** a tag group's prompt (the question the report form asks), per language */
  tagPromptMax: 200,
  reportTitleMax: 70,
  reportDescriptionMax: 10000,
  commentMax: 2000,
  broadcastSubjectMax: 30,
  broadcastMessageMax: 500,
  storyTitleMax: 100,
  storySubtitleMax: 100,
  storyTextBlockMax: 2000,
  /** blocks (text and report) in one story's body */
  storyBlocksMax: 200,
  /** users named in one broadcast addressed to selected users */
  broadcastRecipientsMax: 1000,
  /** rows of each analytics table (tags, keywords, top users) */
  analyticsTopMax: 10,
  searchMax: 250,
  twoFactorCodeLength: 6,
  /** recovery codes given when an authenticator app is set up; each signs in once */
  recoveryCodeCount: 10,
  /** seconds of one authenticator (TOTP) step; a code of the step before or after is accepted too */
  totpStepSeconds: 30,
  /** seconds before a new two-factor code may be sent */
  twoFactorResendSeconds: 45,
  /** minutes a two-factor code stays valid */
  twoFactorCodeMinutes: 10,
  /** wrong codes allowed before the code is spent */
  twoFactorMaxAttempts: 5,
  /** days a "don't ask again" remember token skips the code */
  rememberTwoFactorDays: 30,
  /** minutes a passkey challenge (registration or sign-in options) stays answerable */
  passkeyChallengeMinutes: 5,
  /** characters of a passkey's name */
  passkeyNameMax: 60,
  /** minutes a password-reset link stays valid */
  passwordResetMinutes: 60,
  /** days the set-password link of a new user's welcome email stays valid */
  welcomeLinkDays: 7,
  /** a terminology CSV (key,text per line) */
  stringsCsvMaxBytes: 1024 * 1024,
  /** the longest text a terminology override may have */
  stringOverrideMax: 2000,
  /** seconds an access token lives */
  accessTokenSeconds: 15 * 60,
  /** days a refresh token lives */
  refreshTokenDays: 30,
  /** refresh this many seconds before the computed expiry */
  tokenRefreshSkewSeconds: 30,
  /**
   * how often a call made during a token refresh would poll for its end; unused, since such calls await
   * the one shared refresh instead, which adds no delay (docs/decisions.md)
   */
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
  /** past this zoom every report is its own marker (supercluster's maxZoom; the server's grid alike) */
  mapClusterMaxZoom: 16,
  /**
   * A map holds every point itself (clustering in a Web Worker, panning without the server) up to this
   * many reports; past it, it asks the server for the clusters of what it shows (docs/map.md)
   */
  mapClientPointsMax: 50_000,
  clusterPadding: 50,
  alertAutoHideMs: 4500,
  alertDuplicateMs: 1000,
  alertAnimationMs: 300,
  alertHiddenClearMs: 7500,
  alertHiddenKeep: 3,
  listPageMax: 100,
  /**
   * A report list's `total` is exact up to this many reports; beyond it the answer says
   * `total_exact: false` with this number as `total`, shown "1,000+" (docs/decisions.md "Reports")
   */
  reportTotalExactMax: 1_000,
  folderNameMax: 50,
  /** upload limits per media kind, bytes; 413 above them */
  imageMaxBytes: 20 * 1024 * 1024,
  videoMaxBytes: 200 * 1024 * 1024,
  audioMaxBytes: 50 * 1024 * 1024,
  documentMaxBytes: 25 * 1024 * 1024,
  /** a report import archive (zip), bytes; 413 above it */
  importMaxBytes: 200 * 1024 * 1024,
  /** reports in one import archive; 413 above it */
  importMaxRows: 10_000,
  /** an uploaded layer file (zipped shapefile, KML, KMZ or GeoJSON), bytes; 413 above it (docs/layers.md) */
  layerUploadMaxBytes: 20 * 1024 * 1024,
  /** the GeoJSON a layer file becomes, before compression, bytes (`layerDataTooLarge` above it) */
  layerDataMaxBytes: 10 * 1024 * 1024,
  /** features in one layer file (`layerTooManyFeatures` above it) */
  layerFeaturesMax: 20_000,
  /** properties kept per feature of a layer file; the rest are dropped */
  layerPropertiesMax: 20,
  /** a submission that could not be sent is tried again after this long, doubling each time */
  submissionRetryMs: 5_000,
  /** the longest wait between two tries of a submission that could not be sent */
  submissionRetryMaxMs: 5 * 60_000,
  /** how long the server keeps a create call's Idempotency-Key and its first answer (days) */
  idempotencyKeyDays: 7,
  /** characters kept of a text property of a layer feature */
  layerPropertyTextMax: 200,
  /** properties of a layer feature with a longer name are dropped */
  layerPropertyNameMax: 50,
} as const;
