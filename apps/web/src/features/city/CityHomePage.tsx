import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { cityPagePath, citySlug, type CityMatch } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { failedWithoutData } from '../../api/queryState';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { useCityIndicationsQuery, useRestrictionStatusQuery } from '../home/homeApi';
import { NoWinnersSection } from '../home/NoWinnersSection';
import { useCycleBoundary } from '../home/useCycleBoundary';
import { useWeekWinners } from '../home/useWeekWinners';
import { VenueDetailModal } from '../home/VenueDetailModal';
import { homeMessages, type Venue } from '../home/venue';
import { VotingSection } from '../home/VotingSection';
import { WinnersSection } from '../home/WinnersSection';
import { useResolveCityQuery } from '../locations/locationsApi';
import { ShareButton } from '../share/ShareButton';
import { shareTexts } from '../share/shareTexts';
import { NotFoundPage } from '../static/NotFoundPage';
import { CityCalendarLink } from './CityCalendarLink';
import '../home/home.css';
import './city.css';

export const cityMessages = {
  resolveFailed: 'Não foi possível abrir a página desta cidade agora.',
  loadFailed: 'Não foi possível carregar os locais desta cidade.',
} as const;

function SignUpCall({ city }: { city: string }) {
  return (
    <section className="card cta city-cta" aria-labelledby="cta-title">
      <h2 id="cta-title" className="card__title">
        Participe dos encontros de {city}
      </h2>
      <p>Cadastre-se para indicar locais, votar e confirmar presença nos encontros da sua cidade.</p>
      <div className="cta__actions">
        <Link to="/register" className="btn btn--primary">
          Cadastre-se
        </Link>
        <Link to="/login" className="btn btn--secondary">
          Já tenho conta
        </Link>
      </div>
    </section>
  );
}

function CityContent({ city }: { city: CityMatch }) {
  // The IBGE code names exactly one municipality, whatever its name.
  const status = useRestrictionStatusQuery();
  const indications = useCityIndicationsQuery(city.city_id);
  const revealed = status.data?.winners_revealed ?? indications.data?.voting_open === false;
  const { winners, outcome } = useWeekWinners(city.city_id, revealed);
  useCycleBoundary();
  const [details, setDetails] = useState<Venue | null>(null);

  if (winners.isLoading || indications.isLoading) return <PageLoader text="Carregando..." />;

  // A failed refetch keeps what was shown (offline, under the banner).
  const error = [winners, indications].find(failedWithoutData)?.error;
  const winnerList = winners.data?.winners ?? [];
  const indicationList = indications.data?.indications ?? [];
  let body;
  if (error && readApiError(error).status === 404) {
    // indication-svc knows only cities where someone lives or nominated: a real city nobody uses yet.
    body = (
      <section className="card empty-state">
        <h2 className="card__title">Ainda não há encontros em {city.city}</h2>
        <p>Seja a primeira pessoa da sua cidade a participar: cadastre-se e indique um local.</p>
      </section>
    );
  } else if (error) {
    body = (
      <LoadError
        message={cityMessages.loadFailed}
        retrying={winners.isFetching || indications.isFetching}
        onRetry={() => {
          if (winners.isError) void winners.refetch();
          if (indications.isError) void indications.refetch();
        }}
      />
    );
  } else if (outcome === 'none') {
    body = <NoWinnersSection />;
  } else if (outcome === 'closing') {
    body = <PageLoader text={homeMessages.closingText} />;
  } else if (winnerList.length > 0) {
    body = <WinnersSection winners={winnerList} onDetails={setDetails} />;
  } else if (indicationList.length > 0) {
    body = (
      <VotingSection
        indications={indicationList}
        totals={{ indications: indicationList.length, votes: indications.data!.total_votes }}
        onDetails={setDetails}
      />
    );
  } else {
    body = (
      <section className="card empty-state">
        <h2 className="card__title">Nenhum local em votação</h2>
        <p>Ainda não há indicações aprovadas em {city.city} nesta semana.</p>
      </section>
    );
  }

  const shareText =
    winnerList.length > 0
      ? shareTexts.cityWinners(city.city)
      : indicationList.length > 0
        ? shareTexts.vote(city.city)
        : shareTexts.city(city.city);
  return (
    <>
      <div className="city-share">
        <ShareButton path={cityPagePath(city.slug)} title={shareTexts.title(city.city)} text={shareText} />
      </div>
      {body}
      <SignUpCall city={city.city} />
      <VenueDetailModal venue={details} onClose={() => setDetails(null)} />
    </>
  );
}

function CityPage({ city }: { city: CityMatch }) {
  usePageTitle(`Encontro em ${city.city}`);
  return (
    <div className="page home">
      <PageHeader
        title={`Encontro em ${city.city}`}
        lead={`Conheça os locais indicados pela comunidade de ${city.city} (${city.uf}). Cadastre-se para indicar e votar.`}
      />
      <CityCalendarLink cityId={city.city_id} city={city.city} />
      <CityContent city={city} />
    </div>
  );
}

/** A name several states share: the person picks the state (docs/decisions.md). */
function ChooseState({ matches }: { matches: CityMatch[] }) {
  const name = matches[0]!.city;
  usePageTitle(`${name}: escolha o estado`);
  return (
    <div className="page page--narrow">
      <PageHeader
        title={`Qual ${name}?`}
        lead={`Há uma cidade chamada ${name} em mais de um estado. Escolha a sua:`}
      />
      <ul className="card city-choices" aria-label={`Cidades chamadas ${name}`}>
        {matches.map((m) => (
          <li key={m.city_id}>
            <Link to={cityPagePath(m.slug)} className="link">
              {m.city} – {m.state} ({m.uf})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResolvedCity({ slug }: { slug: string }) {
  const { data: matches, isLoading, isError, isFetching, refetch } = useResolveCityQuery(slug);
  if (isLoading) return <PageLoader />;
  if (isError || !matches) return <ResolveFailed retrying={isFetching} onRetry={() => void refetch()} />;
  if (matches.length === 0) return <NotFoundPage />;
  if (matches.length > 1) return <ChooseState matches={matches} />;
  return <CityPage city={matches[0]!} />;
}

function ResolveFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  usePageTitle('Encontro na sua cidade');
  return (
    <div className="page page--narrow">
      <h1 className="page__title">Encontro na sua cidade</h1>
      <LoadError message={cityMessages.resolveFailed} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}

/**
 * SPEC §2 `/{city}`: a guest's read-only view of a city's week, with a call to sign up. The address
 * names an IBGE municipality in any accent and case (`/São Paulo` becomes `/sao-paulo`); an unknown
 * one is the not-found page.
 */
export function CityHomePage() {
  const { city = '' } = useParams();
  const slug = citySlug(city);
  if (!slug) return <NotFoundPage />;
  if (slug !== city) return <Navigate to={cityPagePath(slug)} replace />;
  return <ResolvedCity slug={slug} />;
}
