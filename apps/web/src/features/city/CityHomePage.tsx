import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Field';
import { useCityIndicationsQuery, useCityWinnersQuery } from '../home/homeApi';
import { IndicationCard, WinnerCard } from '../home/VenueCards';
import { VenueDetailModal } from '../home/VenueDetailModal';
import { homeMessages, votesLabel, type Venue } from '../home/venue';
import { NotFoundPage } from '../static/NotFoundPage';
import '../home/home.css';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function cityNameFromSlug(slug: string): string {
  const small = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
  return slug
    .split('-')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

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

function CityContent({ slug, fallbackName }: { slug: string; fallbackName: string }) {
  const winners = useCityWinnersQuery(slug);
  const indications = useCityIndicationsQuery(slug);
  const [details, setDetails] = useState<Venue | null>(null);
  const city = indications.data?.city ?? winners.data?.city ?? fallbackName;

  if (winners.isLoading || indications.isLoading)
    return (
      <div className="page-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        Carregando...
      </div>
    );

  const error = winners.error ?? indications.error;
  const winnerList = winners.data?.winners ?? [];
  const indicationList = indications.data?.indications ?? [];
  let body;
  if (error) {
    const { status } = readApiError(error);
    body =
      status === 404 ? (
        <section className="card empty-state">
          <h2 className="card__title">Ainda não há encontros em {city}</h2>
          <p>Seja a primeira pessoa da sua cidade a participar: cadastre-se e indique um local.</p>
        </section>
      ) : (
        <Alert>{homeMessages.loadFailed}</Alert>
      );
  } else if (winnerList.length > 0) {
    body = (
      <section aria-labelledby="winners-title" className="venue-section">
        <h2 id="winners-title" className="venue-section__title">
          Vencedores da Semana
        </h2>
        <div className="venue-grid">
          {winnerList.map((w) => (
            <WinnerCard key={w.indication_id} winner={w} onDetails={() => setDetails(w)} />
          ))}
        </div>
      </section>
    );
  } else if (indicationList.length > 0) {
    body = (
      <section aria-labelledby="voting-title" className="venue-section">
        <h2 id="voting-title" className="venue-section__title">
          Locais em Votação
        </h2>
        <p className="venue-section__totals">
          {indicationList.length === 1 ? '1 indicação' : `${indicationList.length} indicações`} ·{' '}
          {votesLabel(indications.data!.total_votes)}
        </p>
        <div className="venue-grid">
          {indicationList.map((i) => (
            <IndicationCard key={i.indication_id} indication={i} onDetails={() => setDetails(i)} />
          ))}
        </div>
      </section>
    );
  } else {
    body = (
      <section className="card empty-state">
        <h2 className="card__title">Nenhum local em votação</h2>
        <p>Ainda não há indicações aprovadas em {city} nesta semana.</p>
      </section>
    );
  }

  return (
    <>
      {body}
      <SignUpCall city={city} />
      <VenueDetailModal venue={details} onClose={() => setDetails(null)} />
    </>
  );
}

/** SPEC §2 `/{city}`: a guest's read-only view of a city's week, with a call to sign up. */
export function CityHomePage() {
  const { city = '' } = useParams();
  return slugPattern.test(city) ? <CityPage slug={city} /> : <NotFoundPage />;
}

function CityPage({ slug: city }: { slug: string }) {
  // The same cached calls as the content below: the heading takes the city's real name once known.
  const indications = useCityIndicationsQuery(city);
  const winners = useCityWinnersQuery(city);
  const name = indications.data?.city ?? winners.data?.city ?? cityNameFromSlug(city);
  usePageTitle(`Encontro em ${name}`);
  return (
    <div className="page home">
      <header className="page__header">
        <h1 className="page__title">Encontro em {name}</h1>
        <p className="page__lead">
          Conheça os locais indicados pela comunidade de {name}. Cadastre-se para indicar e votar.
        </p>
      </header>
      <CityContent slug={city} fallbackName={name} />
    </div>
  );
}
