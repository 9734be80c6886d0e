// Provider and hooks
export { FieldwatchProvider, type FieldwatchProviderProps } from './provider/FieldwatchProvider.js';
export { useClient } from './provider/useClient.js';
export { useSession, useSessionStore } from './provider/useSession.js';
export { useOptions, useOptionsStore } from './provider/useOptions.js';
export { useAlerts, useAlertsStore } from './provider/useAlerts.js';
export { useReports, useReportsStore } from './provider/useReports.js';
export { useLiveUpdates, type LiveUpdateTargets } from './provider/useLiveUpdates.js';
export { useErrorAlert, errorMessageKey } from './provider/useErrorAlert.js';
export { useLanguage } from './provider/useLanguage.js';
export { useRenderLink } from './provider/useRenderLink.js';
export { useSubmissionQueue, useSubmissions } from './provider/useSubmissions.js';
export { useOnline } from './provider/useOnline.js';
export { useResource, type ResourceView } from './resources/useResource.js';
export {
  useActivity,
  useFolders,
  useLanguageStrings,
  useLayers,
  useMembers,
  useOrganizationLayers,
  useOrganizations,
  useOrganizationUsers,
  usePublicSite,
  useReport,
  useReportCount,
  useReportPopup,
  useRoles,
  usePublicStory,
  useSdkInfo,
  useStories,
  useStory,
  useTagGroups,
  useUser,
  useUsers,
} from './resources/hooks.js';
export { createBrowserSubmissionQueue, onBrowserOnline } from './submissions/browserSubmissionQueue.js';
export { useT, type Translate } from './i18n/useT.js';
export { useValidationMessage } from './i18n/useValidationMessage.js';
export { anchorLinks, type LinkProps, type RenderLink } from './link/renderLink.js';

// Theme
export { vars, focusRing, visuallyHidden, textLink } from './theme/index.js';

// Form primitives
export { TextField, type TextFieldProps } from './components/TextField/index.js';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/index.js';
export { Button, type ButtonProps } from './components/Button/index.js';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.js';
export { Select, type SelectOption, type SelectProps } from './components/Select/index.js';

// Sign-in
export { LoginForm, type LoginFormProps } from './components/LoginForm/index.js';
export { TwoFactorForm, type TwoFactorFormProps } from './components/TwoFactorForm/index.js';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './components/ForgotPasswordForm/index.js';
export { ResetLinkSent, type ResetLinkSentProps } from './components/ResetLinkSent/index.js';
export { NewPasswordForm, type NewPasswordFormProps } from './components/NewPasswordForm/index.js';
export { PasswordChecklist, type PasswordChecklistProps } from './components/PasswordChecklist/index.js';

// Profile, navigation, feedback, pages
export { ProfileForm, profileChanges, type ProfileFormProps } from './components/ProfileForm/index.js';
export { SecuritySettings, type SecuritySettingsProps } from './components/SecuritySettings/index.js';
export { Avatar, initialsOf, type AvatarProps } from './components/Avatar/index.js';
export { Navigation, navigationItems, visibleItems, type NavigationItem, type NavigationProps } from './components/Navigation/index.js';
export { LanguagePicker, type LanguagePickerProps } from './components/LanguagePicker/index.js';
export { Alerts, type AlertsProps } from './components/Alerts/index.js';
export { NotFound, type NotFoundProps } from './components/NotFound/index.js';
export type { HeadingLevel } from './internal/Heading.js';

// Report form, view, activity and comments
export { TextArea, type TextAreaProps } from './components/TextArea/index.js';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/index.js';
export { ShortcutsDialog, type Shortcut, type ShortcutsDialogProps } from './components/ShortcutsDialog/index.js';
export { CoordinateInput, type CoordinateFormat, type CoordinateInputProps } from './components/CoordinateInput/index.js';
export {
  ReportForm,
  changesOf,
  createInputOf,
  valuesOf,
  type ReportFormProps,
  type ReportFormValues,
} from './components/ReportForm/index.js';
export { ReportView, abilitiesOf, type ReportAbilities, type ReportViewProps } from './components/ReportView/index.js';
export { ActivityFeed, describeEntry, type ActivityFeedProps, type EntryWords } from './components/ActivityFeed/index.js';
export { CommentBox, type CommentBoxProps } from './components/CommentBox/index.js';
export { MediaGallery, type MediaGalleryProps } from './components/MediaGallery/index.js';
export { LocationMap, type LocationMapProps } from './components/LocationMap/index.js';
export { LocationPicker, type LocationPickerProps, type PickedPoint } from './components/LocationPicker/index.js';
export {
  defaultBasemapColors,
  followOfflineBasemap,
  loadOfflineBasemap,
  offlineBasemapStyle,
  type OfflineBasemapColors,
  type OfflineView,
} from './map/offlineBasemap.js';
export { hasWebGL, loadMaplibre } from './map/loadMaplibre.js';

// Stories: the editor
export { StoryEditor, type StoryEditorProps } from './components/StoryEditor/index.js';

// Reports list, filters, search, folders, export
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './components/MultiSelect/index.js';
export {
  FilterChips,
  FilterCount,
  ReportFilters,
  type FilterChipsProps,
  type FilterCountProps,
  type ReportFiltersProps,
} from './components/ReportFilters/index.js';
export { ReportList, type ReportListHandle, type ReportListProps } from './components/ReportList/index.js';
export { SearchBar, type SearchBarProps } from './components/SearchBar/index.js';
export { FolderMenu, type FolderMenuProps } from './components/FolderMenu/index.js';
export { ExportPanel, saveBlob, type ExportPanelProps } from './components/ExportPanel/index.js';

// Admin tabs: tags, organizations, layers, and the organization they act on
export { AdminTags, type AdminTagsProps } from './components/AdminTags/index.js';
export { AdminOrganizations, type AdminOrganizationsProps } from './components/AdminOrganizations/index.js';
export { AdminOrganizationPicker, type AdminOrganizationPickerProps } from './components/AdminOrganizationPicker/index.js';
export { useAdminOrganization, type AdminOrganization } from './resources/useAdminOrganization.js';

// Messages: the broadcast form and the messages sent (/messages), and every user's inbox
export { BroadcastForm, type BroadcastFormProps } from './components/BroadcastForm/index.js';
export { BroadcastList, type BroadcastListProps } from './components/BroadcastList/index.js';
export { Inbox, type InboxProps } from './components/Inbox/index.js';
export { useBroadcasts, useMyMessages, useUnreadMessages } from './resources/useMessages.js';
export { AdminLayers, LayerForm, type AdminLayersProps, type LayerFormProps } from './components/AdminLayers/index.js';

// Admin users tab
export { AdminUsers, type AdminUsersProps } from './components/AdminUsers/index.js';
export { AuditLog, type AuditLogProps } from './components/AuditLog/index.js';

// The report map
export { ReportMap, type ReportMapProps } from './components/ReportMap/index.js';

// Analytics of a range, from `GET /analytics`
export { Analytics, type AnalyticsProps } from './components/Analytics/index.js';
export { useAnalytics } from './resources/useAnalytics.js';

// The public report list of partner pages; the map's clustering worker, basemaps, map service and settings
export { PublicReportList, type PublicReportListProps } from './components/PublicReportList/index.js';
export { createWorkerClusterEngine } from './map/workerClusterEngine.js';
export { basemapStyle, mapboxTransformRequest, rasterBasemapId, rasterBasemapStyle, type BasemapStyleOptions } from './map/basemapStyle.js';
export { fallBackToOfflineBasemap, type BasemapFallbackMap, type BasemapFallbackOptions } from './map/basemapFallback.js';
export { loadMapService, noMapService, useMapService, type MapService } from './map/mapService.js';
export { preloadMapCode, preloadReportMap, type PreloadReportMapArgs } from './map/preloadReportMap.js';
export {
  MapSettings,
  mapSettingsChanges,
  mapSettingsValues,
  viewValues,
  type MapSettingsProps,
  type MapSettingsValues,
} from './components/MapSettings/index.js';

// Settings → languages, dashboard configuration, general, app configuration and public site
export {
  LanguageSettings,
  languageSettingsChanges,
  languageSettingsValues,
  type LanguageSettingsProps,
  type LanguageSettingsValues,
} from './components/LanguageSettings/index.js';
export {
  DashboardSettings,
  dashboardSettingsChanges,
  dashboardSettingsValues,
  type DashboardSettingsProps,
  type DashboardSettingsValues,
} from './components/DashboardSettings/index.js';
export {
  GeneralSettings,
  generalSettingsChanges,
  generalSettingsValues,
  type GeneralSettingsProps,
  type GeneralSettingsValues,
} from './components/GeneralSettings/index.js';
export {
  AppSettings,
  appSettingsChanges,
  appSettingsValues,
  type AppSettingsProps,
  type AppSettingsValues,
} from './components/AppSettings/index.js';
export { TerminologySettings, type TerminologySettingsProps } from './components/TerminologySettings/index.js';
export {
  PublicSiteSettings,
  publicSiteChanges,
  publicSiteValues,
  type PublicSiteSettingsProps,
  type PublicSiteValues,
} from './components/PublicSiteSettings/index.js';

// Admin Embed tab: the elements' snippet for partner sites
export {
  AdminEmbed,
  embedSettingsLinks,
  embedSnippet,
  embeddableElements,
  type AdminEmbedProps,
  type EmbedAttribute,
  type EmbedElement,
  type EmbedManifest,
  type EmbedSetting,
} from './components/AdminEmbed/index.js';

// Stories
export { StoryBody, type StoryBodyProps } from './components/StoryBody/index.js';
export { PublicStory, type PublicStoryProps } from './components/PublicStory/index.js';
export { StoryList, type StoryListProps } from './components/StoryList/index.js';
export { StoryView, type StoryViewProps } from './components/StoryView/index.js';
