/**
 * antd-based building blocks of the remotes. Not a federation singleton: each remote bundles
 * the few components it uses; the shell uses none of them.
 */
export { AreaFrame, useAreaTitle } from './area-frame.tsx';
export { defineRemoteRoutes } from './define-remote-routes.tsx';
export { applyFieldErrors } from './forms.ts';
export { PageLayout, type PageLayoutProps } from './page-layout.tsx';
export { Panel } from './panel.tsx';
export { PlannedScreen } from './planned-screen.tsx';
export { RequireRole } from './require-role.tsx';
export { RouteError } from './route-error.tsx';
export { ScoreBadge } from './score-badge.tsx';
export { EmptyState, ErrorState, LoadingState, QueryView } from './states.tsx';
export { Tabs, type TabItem } from './tabs.tsx';
export { ThemeProvider } from './theme-provider.tsx';
