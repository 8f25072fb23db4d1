import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectInitialized } from '../auth/authSlice';

/** SPEC §9: the splash starts fading 300 ms after auth initialisation. */
export const SPLASH_DELAY_MS = 300;
const FADE_MS = 300;

export function Splash() {
  const initialized = useAppSelector(selectInitialized);
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');

  useEffect(() => {
    if (!initialized) return;
    const fade = setTimeout(() => setPhase('fading'), SPLASH_DELAY_MS);
    const gone = setTimeout(() => setPhase('gone'), SPLASH_DELAY_MS + FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, [initialized]);

  if (phase === 'gone') return null;
  return (
    <div className={phase === 'fading' ? 'splash splash--fading' : 'splash'} aria-hidden={phase === 'fading'}>
      <div className="splash__mark" aria-hidden="true" />
      <p className="splash__text" role="status">
        Carregando...
      </p>
    </div>
  );
}
