import { describe, expect, it } from '@jest/globals';
import { hostMessages, hostNoun, theHost } from './host.messages.js';

describe('host messages', () => {
  it('says anfitriã to a person who chose Feminino', () => {
    expect(hostNoun('F')).toBe('anfitriã');
    expect(theHost('F')).toBe('a anfitriã');
    expect(hostMessages.youAreTheHost('F')).toBe('Você é a anfitriã!');
    expect(hostMessages.nowYouAreTheHost('F')).toBe('Agora você é a anfitriã');
    expect(hostMessages.forumNote('F')).toBe(
      'Como anfitriã, você pode criar postagens para organizar o encontro.',
    );
  });

  it.each([['M'], ['O'], [null], [undefined]] as const)(
    "keeps SPEC's texts verbatim for gender %s",
    (gender) => {
      expect(hostNoun(gender)).toBe('anfitrião');
      expect(hostMessages.youAreTheHost(gender)).toBe('Você é o anfitrião!');
      expect(hostMessages.nowYouAreTheHost(gender)).toBe('Agora você é o anfitrião');
      expect(hostMessages.forumNote(gender)).toBe(
        'Como anfitrião, você pode criar postagens para organizar o encontro.',
      );
    },
  );
});
