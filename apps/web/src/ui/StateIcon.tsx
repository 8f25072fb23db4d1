import type { Tone } from './tone';

const icons = {
  success: { tone: 'success', glyph: '✓' },
  error: { tone: 'error', glyph: '!' },
  email: { tone: 'info', glyph: '@' },
} as const satisfies Record<string, { tone: Tone; glyph: string }>;

/** The round sign above a result's heading (done, failed, see your e-mail): decorative, the heading says it. */
export function StateIcon({ kind }: { kind: keyof typeof icons }) {
  const { tone, glyph } = icons[kind];
  return (
    <div className={`state-icon tone-${tone}`} aria-hidden="true">
      {glyph}
    </div>
  );
}
