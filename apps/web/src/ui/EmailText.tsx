import { Fragment } from 'react';

/** Where an e-mail may wrap: after its '@' and before each dot ('ana.souza@' | 'example' | '.com'). */
const breaks = /(?<=@)|(?=\.)/;

/** An e-mail address that wraps after its '@' or before a dot, never in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(breaks).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
