import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../static/NotFoundPage';
import { Placeholder } from './Placeholder';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function cityNameFromSlug(slug: string): string {
  const small = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
  return slug
    .split('-')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function CityHomePage() {
  const { city = '' } = useParams();
  if (!slugPattern.test(city)) return <NotFoundPage />;
  const name = cityNameFromSlug(city);
  return (
    <Placeholder
      title={`Encontro em ${name}`}
      lead={`Conheça os locais indicados pela comunidade de ${name}. Cadastre-se para indicar e votar.`}
    />
  );
}
