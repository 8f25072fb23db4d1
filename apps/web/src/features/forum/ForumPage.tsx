import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ForumResponse, ForumUpdate, User } from '@encontro/contracts';
import { hostMessages, indicationMessages } from '@encontro/contracts';
import { assetUrl } from '../../api/config';
import { readApiError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { useToast } from '../../ui/Toast';
import { selectUser } from '../auth/authSlice';
import { useCycleBoundary } from '../home/useCycleBoundary';
import { ReportModal, type ReportTarget } from '../reports/ReportModal';
import { MeetupShareButton } from '../share/ShareButton';
import { ContentForm } from './ContentForm';
import {
  forumUpdateReceived,
  useConfirmAttendanceMutation,
  useCreatePostMutation,
  useGetForumQuery,
} from './forumApi';
import { ForumSidebar } from './ForumSidebar';
import { LiveStatus } from './live/LiveStatus';
import { useForumLive } from './live/useForumLive';
import { PostItem } from './PostItem';
import './forum.css';

export const forumTexts = {
  title: 'Fórum do Encontro',
  participantNote:
    'Apenas o anfitrião cria postagens. Como participante confirmado, você pode comentar nelas.',
  pendingNote: 'Apenas o anfitrião cria postagens. Confirme sua presença para comentar.',
  confirmFailed: 'Erro ao confirmar presença. Tente novamente.',
  postFailed: 'Erro ao criar postagem. Tente novamente.',
  loadFailed: 'Não foi possível carregar o fórum.',
  unavailable: 'Fórum indisponível',
  noPosts: 'Nenhuma postagem ainda.',
} as const;

function WinnerBanner({ forum }: { forum: ForumResponse }) {
  const { winner } = forum;
  const photo = assetUrl(winner.photo_url);
  return (
    <section
      className={photo ? 'forum-banner forum-banner--with-photo' : 'forum-banner'}
      aria-labelledby="forum-banner-title"
    >
      {photo && <StoredPhoto path={winner.photo_url} className="venue-photo forum-banner__photo" alt="" />}
      <div className="forum-banner__body">
        <p className="forum-banner__kicker">
          {winner.position}º lugar da semana em {winner.city}
        </p>
        <h2 id="forum-banner-title" className="forum-banner__title">
          {winner.name}
        </h2>
        <p className="forum-banner__meta">{winner.address}</p>
        <p className="forum-banner__meta">
          {winner.event_day} · {winner.event_time}
        </p>
        <p className="forum-banner__host">
          <Avatar photo={winner.host_photo} size="sm" />
          Anfitrião: {winner.host_name}
        </p>
        {/* The meetup's public page (the forum's id is the winner's indication id): the forum opens only to members. */}
        <MeetupShareButton className="forum-banner__share" meetup={winner} />
      </div>
    </section>
  );
}

/** Live updates go into the cached forum; those that arrive before it loads wait for it. */
function useLiveForum(forumId: string, loaded: boolean) {
  const dispatch = useAppDispatch();
  const waiting = useRef<ForumUpdate[]>([]);
  const loadedRef = useRef(loaded);
  const onUpdate = useCallback(
    (update: ForumUpdate) => {
      if (!loadedRef.current) waiting.current.push(update);
      else forumUpdateReceived(dispatch, forumId, update);
    },
    [dispatch, forumId],
  );
  useEffect(() => {
    loadedRef.current = loaded;
    if (!loaded || waiting.current.length === 0) return;
    for (const update of waiting.current.splice(0)) forumUpdateReceived(dispatch, forumId, update);
  }, [dispatch, forumId, loaded]);
  return useForumLive(forumId, onUpdate);
}

function ForumUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status, message } = readApiError(error);
  // 403 (outside Friday–Sunday, another city) and 404 carry their reason; other failures may pass.
  const known = status === 403 || status === 404;
  return (
    <section className="card forum-empty" aria-labelledby="forum-empty-title">
      <h2 id="forum-empty-title" className="card__title">
        {forumTexts.unavailable}
      </h2>
      <p>{(known ? message : null) ?? forumTexts.loadFailed}</p>
      <div className="forum-empty__actions">
        {!known && (
          <Button variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
        <Link to="/" className="btn btn--ghost">
          Voltar ao Início
        </Link>
      </div>
    </section>
  );
}

type ForumViewProps = { forumId: string; user: User; data: ForumResponse | undefined; refetch: () => void };

/** Mounted while the forum loads or is shown: the live connection lives as long as it does. */
function ForumView({ forumId, user, data, refetch }: ForumViewProps) {
  const toast = useToast();
  const live = useLiveForum(forumId, data !== undefined);
  const [createPost] = useCreatePostMutation();
  const [confirm, confirmState] = useConfirmAttendanceMutation();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const closeReport = useCallback(() => setReporting(null), []);
  const focusPosts = useCallback(
    () => setTimeout(() => document.getElementById('forum-posts-title')?.focus()),
    [],
  );

  if (!data) return <PageLoader text="Carregando..." />;

  const onConfirm = async () => {
    try {
      const result = await confirm({ id: forumId, city: user.city }).unwrap();
      // A host's presence moved to their own meetup: the server's message says from where.
      toast(result.message || indicationMessages.attendanceConfirmed);
      refetch();
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      toast(errors.general?.[0] ?? message ?? forumTexts.confirmFailed, 'error');
    }
  };

  const isHost = data.is_host;
  const canComment = !isHost && data.user_confirmed;

  return (
    <>
      <WinnerBanner forum={data} />
      <LiveStatus status={live.status} onReconnect={live.reconnect} />
      <div className="forum-layout">
        <div className="forum-main">
          {isHost ? (
            <section className="card forum-compose" aria-labelledby="forum-compose-title">
              <h2 id="forum-compose-title" className="card__title">
                Nova postagem
              </h2>
              <p className="forum-note">{hostMessages.forumNote(user.gender)}</p>
              <ContentForm
                label="Mensagem"
                submitLabel="Publicar"
                busyLabel="Publicando..."
                failure={forumTexts.postFailed}
                placeholder="Compartilhe informações sobre o encontro..."
                onSubmit={(body) => createPost({ forumId, ...body }).unwrap()}
              />
            </section>
          ) : (
            <p className="card forum-note forum-note--participant">
              {data.user_confirmed ? forumTexts.participantNote : forumTexts.pendingNote}
            </p>
          )}

          <section aria-labelledby="forum-posts-title" className="forum-posts">
            {/* Focus lands here after the author deleted a post (it left the page with its buttons). */}
            <h2 id="forum-posts-title" className="forum-posts__title" tabIndex={-1}>
              Postagens
            </h2>
            {data.posts.length === 0 ? (
              <p className="card forum-posts__empty">{forumTexts.noPosts}</p>
            ) : (
              data.posts.map((post) => (
                <PostItem
                  key={post.id}
                  forumId={forumId}
                  post={post}
                  hostId={data.winner.host_id}
                  myId={user.user_id}
                  canComment={canComment}
                  onReport={setReporting}
                  onDeleted={focusPosts}
                />
              ))
            )}
          </section>
        </div>
        <ForumSidebar forum={data} confirming={confirmState.isLoading} onConfirm={() => void onConfirm()} />
      </div>
      <ReportModal target={reporting} onClose={closeReport} />
    </>
  );
}

function ForumContent({ forumId, user }: { forumId: string; user: User }) {
  const forum = useGetForumQuery(forumId);
  // The forum opens Friday 00:00 and closes Monday 00:00 (issue 28: the open page follows).
  useCycleBoundary();
  const refetch = useCallback(() => void forum.refetch(), [forum]);
  // A failed first load shows the empty state; a failed reload keeps what was shown, unless the
  // forum refused it (403/404: closed at Monday 00:00, or removed).
  const refused = [403, 404].includes(readApiError(forum.error).status ?? 0);
  if (forum.isError && (!forum.data || refused))
    return <ForumUnavailable error={forum.error} onRetry={refetch} />;
  return <ForumView forumId={forumId} user={user} data={forum.data} refetch={refetch} />;
}

/** SPEC §2 Forum page (/forum/{id}). */
export function ForumPage() {
  usePageTitle(forumTexts.title);
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="page forum">
      <PageHeader title={forumTexts.title} />
      {/* A new forum id starts from a clean state (live connection, open comments). */}
      <ForumContent key={id} forumId={id} user={user} />
    </div>
  );
}
