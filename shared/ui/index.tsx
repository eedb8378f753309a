/**
 * antd-based building blocks of the remotes. Not a federation singleton: each remote bundles
 * the few components it uses; the shell uses none of them.
 */
export { AreaFrame, useAreaTitle } from './area-frame.tsx';
export { defineRemoteRoutes } from './define-remote-routes.tsx';
export { EntryListInput } from './entry-list-input.tsx';
export { applyFieldErrors } from './forms.ts';
export { ManageList, useListParams, type ListFilter, type ListPage, type ListParams, type ManageListTexts } from './manage-list.tsx';
export { PageLayout, type PageLayoutProps } from './page-layout.tsx';
export { Panel } from './panel.tsx';
export { PlannedScreen } from './planned-screen.tsx';
export { RequireRole } from './require-role.tsx';
export { RouteError } from './route-error.tsx';
export { STATUS_LABELS, StatusTag } from './status-tag.tsx';
export { EmptyState, ErrorState, LoadingState, QueryView } from './states.tsx';
export { ThemeProvider } from './theme-provider.tsx';
