import { AdminModerationController } from './admin-moderation.controller.js';
import { ReportController } from './report.controller.js';

/** admin-svc's routes: reports from the home and the forum, and the admin's moderation calls. */
export const moderationControllers = [ReportController, AdminModerationController];
