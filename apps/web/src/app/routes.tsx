import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { AppLayout } from '../features/shell/AppLayout';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import type { AppDispatch } from './store';

// /login is the first screen of most visits: it ships in the entry chunk, everything else on demand.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const home = () => import('../features/home/HomePage');
const HomePage = named(home, 'HomePage');
/** The Home's chunk, fetched (main.tsx) while /api/me checks a stored session, not once it has answered. */
export const preloadHome = () => void home().catch(() => undefined);
/** The Home's reads for a confirmed session's city, asked while the page's chunk is still on its way. */
export const prefetchHome = (dispatch: AppDispatch, city: string) =>
  void import('../features/home/homeApi')
    .then((m) => m.prefetchHomeReads(dispatch, city))
    .catch(() => undefined);
const NominationPage = named(home, 'NominationPage');
const ForumPage = named(() => import('../features/forum/ForumPage'), 'ForumPage');
const CheckinHostPage = named(() => import('../features/checkin/CheckinHostPage'), 'CheckinHostPage');
const CheckinArrivePage = named(() => import('../features/checkin/CheckinArrivePage'), 'CheckinArrivePage');
const LastEncounterPage = named(
  () => import('../features/last-encounter/LastEncounterPage'),
  'LastEncounterPage',
);
const SupportPage = named(() => import('../features/support/SupportHubPage'), 'SupportHubPage');
const SupportFaqPage = named(() => import('../features/support/SupportFaqPage'), 'SupportFaqPage');
const SupportContactPage = named(
  () => import('../features/support/SupportContactPage'),
  'SupportContactPage',
);
const TicketsPage = named(() => import('../features/support/TicketsPage'), 'TicketsPage');
const ContactPage = named(() => import('../features/support/LegacyContactPage'), 'LegacyContactPage');
const AdminPage = named(() => import('../features/admin/AdminPage'), 'AdminPage');
const CityHomePage = named(() => import('../features/city/CityHomePage'), 'CityHomePage');
const HostSupportPage = named(() => import('../features/support/HostSupportPage'), 'HostSupportPage');
const RegisterPage = named(() => import('../features/account/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = named(() => import('../features/account/VerifyEmailPage'), 'VerifyEmailPage');
const ResetPasswordPage = named(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage');
const ProfilePage = named(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const FaqPage = named(() => import('../features/static/FaqPage'), 'FaqPage');
const AboutPage = named(() => import('../features/static/AboutPage'), 'AboutPage');
const TermsPage = named(() => import('../features/static/TermsPage'), 'TermsPage');
const PrivacyPage = named(() => import('../features/static/PrivacyPage'), 'PrivacyPage');
const HostConfirmationPage = named(
  () => import('../features/hosting/HostConfirmationPage'),
  'HostConfirmationPage',
);
const NotificationsPage = named(
  () => import('../features/notifications/NotificationsPage'),
  'NotificationsPage',
);
const EmailUnsubscribePage = named(
  () => import('../features/notifications/EmailUnsubscribePage'),
  'EmailUnsubscribePage',
);
const ReminderAnswerPage = named(
  () => import('../features/notifications/ReminderAnswerPage'),
  'ReminderAnswerPage',
);
const PublicMeetupPage = named(
  () => import('../features/meetup-public/PublicMeetupPage'),
  'PublicMeetupPage',
);
const NotFoundPage = named(() => import('../features/static/NotFoundPage'), 'NotFoundPage');

/** The route table of SPEC §2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/indication/new', element: <NominationPage /> },
          { path: '/forum/:id', element: <ForumPage /> },
          { path: '/forum/:id/checkin', element: <CheckinHostPage /> },
          { path: '/forum/:id/cheguei', element: <CheckinArrivePage /> },
          { path: '/last-encounter', element: <LastEncounterPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/host-support', element: <HostSupportPage /> },
          { path: '/support/ticket', element: <TicketsPage /> },
          { path: '/notificacoes', element: <NotificationsPage /> },
        ],
      },
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/:city', element: <CityHomePage /> },
        ],
      },
      { path: '/duvidas', element: <FaqPage /> },
      { path: '/contato', element: <ContactPage /> },
      { path: '/sobre', element: <AboutPage /> },
      { path: '/termos', element: <TermsPage /> },
      { path: '/privacidade', element: <PrivacyPage /> },
      { path: '/support/faq', element: <SupportFaqPage /> },
      { path: '/support/contact', element: <SupportContactPage /> },
      { path: '/validate-email', element: <VerifyEmailPage /> },
      { path: '/validar-cadastro', element: <VerifyEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <ResetPasswordPage /> },
      { path: '/anfitriao/confirmar', element: <HostConfirmationPage /> },
      { path: '/notificacoes/descadastrar', element: <EmailUnsubscribePage /> },
      { path: '/forum/:id/lembrete', element: <ReminderAnswerPage /> },
      { path: '/encontro/:id', element: <PublicMeetupPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
