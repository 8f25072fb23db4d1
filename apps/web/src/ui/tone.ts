/**
 * A state's colours, as the `tone-*` classes of styles/ui.css give them: done, failed, waiting,
 * informative, the brand's own, and closed.
 */
export type Tone = 'success' | 'error' | 'warning' | 'info' | 'primary' | 'muted';
