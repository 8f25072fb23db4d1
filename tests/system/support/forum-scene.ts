import type { ForumFixture, ForumFixtures, ForumPerson } from '@encontro/forum-svc/test-support';
import { newCity } from '@encontro/forum-svc/test-support';

export type ForumScene = { f: ForumFixture; host: ForumPerson; ana: ForumPerson; bruno: ForumPerson };

/** A forum of a city of its own (forum-svc's fixtures): its host, Ana confirmed, Bruno not. */
export async function forumScene(fx: ForumFixtures): Promise<ForumScene> {
  const place = newCity();
  const f = await fx.forum({ place });
  const ana = await fx.person(place);
  const bruno = await fx.person(place);
  await fx.attend(f, ana);
  return { f, host: f.host, ana, bruno };
}
