import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { AreaRoute } from './area-route.tsx';
import { Loading } from './loading.tsx';
import { useSessionCheck } from './use-session-check.ts';
import './styles.css';

// Everything but the landing page is split off, so the first visit loads no antd.
const LoginPage = lazy(() => import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/signup-page.tsx').then((m) => ({ default: m.SignupPage })));
const HelpPage = lazy(() => import('../features/help/help-page.tsx').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('../features/help/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })));

export function AppRoutes() {
  useSessionCheck();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={paths.landing} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.signup} element={<SignupPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<AreaRoute />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
