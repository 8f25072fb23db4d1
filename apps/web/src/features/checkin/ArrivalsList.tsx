import { useState } from 'react';
import type { ForumResponse } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ArrivedMark } from './ArrivedMark';
import { useCheckinByHostMutation } from './checkinApi';
import { checkinTexts } from './checkinTexts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** The host's list of confirmed people: who arrived, and "Marcar chegada" for the others. */
export function ArrivalsList({ forum }: { forum: ForumResponse }) {
  const [checkIn, { isLoading, originalArgs }] = useCheckinByHostMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const people = forum.confirmed_users;

  const mark = async (userId: string, name: string) => {
    try {
      await checkIn({ id: forum.forum_id, userId }).unwrap();
      setOutcome({ kind: 'success', message: checkinTexts.marked(name) });
    } catch (error) {
      setOutcome({ kind: 'error', message: readApiError(error).message ?? checkinTexts.markFailed });
    }
  };

  return (
    <section className="card checkin-people" aria-labelledby="checkin-people-title">
      <h2 id="checkin-people-title" className="checkin-people__title">
        {checkinTexts.peopleTitle}
      </h2>
      <p className="checkin-people__count">{checkinTexts.arrivedCount(forum.checked_in_count)}</p>
      {/* Polite and always present, so each result is read once it is written. */}
      <p
        className={
          outcome?.kind === 'error' ? 'checkin-people__outcome tone-error' : 'checkin-people__outcome'
        }
        role="status"
      >
        {outcome?.message}
      </p>
      {people.length === 0 ? (
        <p>{checkinTexts.noneConfirmed}</p>
      ) : (
        <ul className="checkin-people__list">
          {people.map((person) => {
            const name = `${person.name} ${person.surname}`.trim();
            const marking = isLoading && originalArgs?.userId === person.user_id;
            return (
              <li key={person.user_id} className="checkin-people__item">
                <Avatar photo={person.photo} size="sm" />
                <span className="checkin-people__name">{name}</span>
                {person.checked_in_at ? (
                  <ArrivedMark at={person.checked_in_at} />
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void mark(person.user_id, name)}
                    loading={marking}
                    loadingText={checkinTexts.marking}
                    disabled={isLoading && !marking}
                    aria-label={checkinTexts.markArrivedOf(name)}
                  >
                    {checkinTexts.markArrived}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
