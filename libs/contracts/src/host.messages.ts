import type { Gender } from './account.schemas.js';

/**
 * The one home of the gendered word for a meetup's host, as people read it about themselves in the
 * app, in push and by e-mail (issue 28): 'anfitriã' for who chose Feminino (F); SPEC's own
 * 'anfitrião' for everyone else (M, Outro, or not told), so SPEC's texts stay verbatim for them.
 */
export const hostNoun = (gender: Gender | null | undefined): 'anfitriã' | 'anfitrião' =>
  gender === 'F' ? 'anfitriã' : 'anfitrião';

/** With its article: 'a anfitriã' / 'o anfitrião'. */
export const theHost = (gender: Gender | null | undefined): string =>
  `${gender === 'F' ? 'a' : 'o'} ${hostNoun(gender)}`;

/** What the host reads about their role, in the form they chose. */
export const hostMessages = {
  /** SPEC: 'Você é o anfitrião!' (the Home's winner card, the one-click confirmation, the push). */
  youAreTheHost: (gender: Gender | null | undefined) => `Você é ${theHost(gender)}!`,
  /** After the hand-over on Saturday 00:00. */
  nowYouAreTheHost: (gender: Gender | null | undefined) => `Agora você é ${theHost(gender)}`,
  /** SPEC: 'Como anfitrião, você pode criar postagens para organizar o encontro.' */
  forumNote: (gender: Gender | null | undefined) =>
    `Como ${hostNoun(gender)}, você pode criar postagens para organizar o encontro.`,
} as const;
