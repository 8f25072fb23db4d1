import { Link, useParams } from 'react-router-dom';
import { forumPagePath, meetupPagePath, type PublicMeetup } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { failedWithoutData } from '../../api/queryState';
import { useAppSelector } from '../../app/hooks';
import { withReturnPath } from '../../app/returnPath';
import { usePageTitle } from '../../app/usePageTitle';
import { DetailRow } from '../../ui/DetailRow';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { selectInitialized, selectIsAuthenticated, selectSessionUnconfirmed } from '../auth/authSlice';
import { seatsLabel } from '../meetup/meetupCardTexts';
import { meetupClockTime, meetupFullDate } from '../meetup/meetupWhen';
import { MeetupShareButton } from '../share/ShareButton';
import { shareTexts } from '../share/shareTexts';
import { NotFoundPage } from '../static/NotFoundPage';
import { meetupPublicTexts as t } from './meetupPublicTexts';
import { useGetPublicMeetupQuery } from './meetupPublicApi';
import '../forum/forum.css';
import '../home/home.css';
import './meetupPublic.css';

/** Signed out: sign up or sign in, then back to this page; signed in: its forum. */
function NextStep({ meetup }: { meetup: PublicMeetup }) {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const unconfirmed = useAppSelector(selectSessionUnconfirmed);
  if (!initialized || unconfirmed) return null;
  if (authenticated)
    return (
      <Link to={forumPagePath(meetup.indication_id)} className="btn btn--primary">
        {t.openForum}
      </Link>
    );
  const back = meetupPagePath(meetup.indication_id);
  return (
    <section className="card cta" aria-labelledby="meetup-cta-title">
      <h2 id="meetup-cta-title" className="card__title">
        {t.ctaTitle(meetup.city)}
      </h2>
      <p>{t.ctaText}</p>
      <div className="cta__actions">
        <Link to={withReturnPath('/register', back)} className="btn btn--primary">
          {t.signUp}
        </Link>
        <Link to={withReturnPath('/login', back)} className="btn btn--secondary">
          {t.signIn}
        </Link>
      </div>
    </section>
  );
}

function MeetupView({ meetup }: { meetup: PublicMeetup }) {
  usePageTitle(`${meetup.name} · ${shareTexts.title(meetup.city)}`);
  const time = meetupClockTime(meetup) ?? meetup.event_time;
  return (
    <div className="page public-meetup">
      <section className="forum-banner forum-banner--with-photo" aria-labelledby="public-meetup-title">
        <StoredPhoto
          path={meetup.photo}
          className="venue-photo forum-banner__photo"
          alt={`Foto de ${meetup.name}`}
        />
        <div className="forum-banner__body">
          <p className="forum-banner__kicker">
            {t.kicker(meetup.winner_position, meetup.city, meetup.state)}
          </p>
          <h1 id="public-meetup-title" className="forum-banner__title">
            {meetup.name}
          </h1>
        </div>
      </section>
      <section className="card public-meetup__facts" aria-label="Sobre o encontro">
        <dl className="details">
          <DetailRow term={t.when} className="details__row">
            {meetupFullDate(meetup.event_date)} · {time}
          </DetailRow>
          <DetailRow term={t.where} className="details__row">
            {meetup.address}
          </DetailRow>
          {meetup.reference && (
            <DetailRow term={t.reference} className="details__row">
              {meetup.reference}
            </DetailRow>
          )}
          <DetailRow term={t.seats} className="details__row">
            {seatsLabel(meetup.seats_left) ?? t.noLimit}
          </DetailRow>
        </dl>
        <p className="public-meetup__confirmed">{t.confirmed(meetup.confirmed_participants)}</p>
        {meetup.started && <p className="public-meetup__note">{t.started}</p>}
        <div className="public-meetup__actions">
          <MeetupShareButton meetup={meetup} />
        </div>
      </section>
      <NextStep meetup={meetup} />
    </div>
  );
}

function Loading() {
  usePageTitle(t.loadingTitle);
  return <PageLoader text="Carregando..." />;
}

function LoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  usePageTitle(t.loadingTitle);
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t.loadingTitle}</h1>
      <LoadError message={t.loadFailed} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}

/**
 * `/encontro/{id}` (issue 31): a winner's meetup for anyone, signed in or not — the venue, its day and
 * time, the seats and the confirmed count; no person's name or photo (LGPD). An unknown id is the
 * not-found page.
 */
export function PublicMeetupPage() {
  const { id = '' } = useParams();
  const query = useGetPublicMeetupQuery(id);
  const status = readApiError(query.error).status;
  if (query.isLoading) return <Loading />;
  // A malformed id is refused before it is looked up (400): it names no meetup either.
  if (query.isError && (status === 404 || status === 400)) return <NotFoundPage />;
  if (failedWithoutData(query) || !query.data)
    return <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <MeetupView meetup={query.data} />;
}
