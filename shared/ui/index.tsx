/**
 * Building blocks of the remotes' screens. Not a federation singleton: each remote bundles the
 * few it uses. The frame of every screen (layout, states, notices, tabs) is plain markup and CSS, so
 * a first screen loads antd only for the antd components it shows itself.
 */
export { AreaFrame, type AreaNavigationFrame } from './area-frame.tsx';
export { AreaNavigation, type AreaNavigationParts } from './area-navigation.ts';
export { useAreaTitle } from './area-title.ts';
export { defineRemoteRoutes } from './define-remote-routes.tsx';
export { EntryListInput } from './entry-list-input.tsx';
export { Later } from './later.tsx';
export { LineIcon } from './line-icon.tsx';
export { applyFieldErrors } from './forms.ts';
export { PageLayout, type PageLayoutProps } from './page-layout.tsx';
export { portalOrigin } from './portal-origin.ts';
export { Notice } from './notice.tsx';
export { Panel } from './panel.tsx';
export { PreferenceSwitch, type PreferenceSwitchProps } from './preference-switch.tsx';
export { keepPreferences, useHasChosen, usePreferences, useSavePreferences } from './preferences.ts';
export { SavedPreferenceSwitch, type SavedPreferenceSwitchProps, type SwitchPreference } from './saved-preference-switch.tsx';
export { PushChoice } from './push-choice.tsx';
export { RequireRole } from './require-role.tsx';
export { RouteError } from './route-error.tsx';
export { SavedCopyNotice } from './saved-copy-notice.tsx';
export { STATUS_LABELS, StatusTag } from './status-tag.tsx';
export { ScoreBadge, ToneTag } from './score-badge.tsx';
export { matchesSearch, SearchForm } from './search-form.tsx';
export { EmptyState, ErrorState, LoadingState, QueryView } from './states.tsx';
export { Tabs, type TabItem } from './tabs.tsx';
export { ThemeProvider } from './theme-provider.tsx';
export { ThemeChoice } from './theme-choice.tsx';
export { useDeviceDark, useDocumentTheme, useEffectiveTheme } from './use-theme.ts';
