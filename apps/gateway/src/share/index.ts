import { ShareController } from './share.controller.js';
import { ShareImages } from './share-images.js';
import { ShareRenderer } from './share-renderer.js';
import { ShareStates } from './share-states.js';

/** The public share states, images and meetup (issue 31); the pages' meta tags read ShareStates. */
export const shareControllers = [ShareController];
export const shareProviders = [ShareStates, ShareImages, ShareRenderer];
