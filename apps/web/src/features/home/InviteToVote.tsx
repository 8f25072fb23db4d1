import { cityPagePath, type User } from '@encontro/contracts';
import { useResolveCityQuery } from '../locations/locationsApi';
import { ShareButton } from '../share/ShareButton';
import { shareTexts } from '../share/shareTexts';

/**
 * "Chame seus amigos para votar" (issue 31): the Home while voting shares the person's city page. The
 * page's address is the city's own slug (a name several states share has its state in it), so the
 * button waits until the lookup names the person's municipality. The lookup takes the name as it is
 * (the server folds it): the contracts' slug rule would bring zod to the Home (issue 32).
 */
export function InviteToVote({ user }: { user: Pick<User, 'city' | 'city_id'> }) {
  const { data: matches } = useResolveCityQuery(user.city);
  const city = matches?.find((m) => m.city_id === user.city_id);
  return (
    <section className="card invite-vote" aria-labelledby="invite-vote-title">
      <h2 id="invite-vote-title" className="card__title">
        {shareTexts.inviteTitle}
      </h2>
      <p className="invite-vote__lead">{shareTexts.inviteLead}</p>
      {city && (
        <ShareButton
          variant="primary"
          path={cityPagePath(city.slug)}
          title={shareTexts.title(city.city)}
          text={shareTexts.vote(city.city)}
        />
      )}
    </section>
  );
}
