import { useState } from 'react';
import { unreadAnnouncement } from './notificationUiTexts';

/**
 * The sentence a polite live region reads when the unread count grows (a new notification came);
 * nothing on the first count, nor when it drops (the person read them).
 */
export function useGrowthAnnouncement(unread: number | undefined): string {
  const [seen, setSeen] = useState({ unread, text: '' });
  if (unread !== seen.unread) {
    const grew = unread !== undefined && seen.unread !== undefined && unread > seen.unread;
    setSeen({ unread, text: grew ? unreadAnnouncement(unread) : '' });
  }
  return seen.text;
}
